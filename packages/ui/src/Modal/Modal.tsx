import { useEffect, useId, useRef } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../lib/icons';
import { useOverlay } from '../lib/use-overlay';
import { Backdrop, Body, Footer, Handle, Header, Panel, Title, Toolbar } from './Modal.styles';
import type { ModalWidth } from './Modal.styles';

export type { ModalWidth };

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Content; an element marked `data-autofocus` in it gets the focus when the modal opens. */
  children: ReactNode;
  /** Action buttons under the content. */
  footer?: ReactNode;
  /** Called when the user closes it (close button, Escape, backdrop, swipe down). Ignored when `persistent`. */
  onClose?: () => void;
  /** Cannot be dismissed by the user: no close button, Escape, backdrop or swipe. */
  persistent?: boolean;
  /** Accessible name of the close button, in the page's language (e.g. 'Закрыть'). */
  closeLabel: string;
  /** Extra controls in the header, before the close button (e.g. a language menu). */
  toolbar?: ReactNode;
  /** Full screen at every width (menu search, map); no swipe to close. */
  fullScreen?: boolean;
  /** `data-testid` of the dialog element. */
  testId?: string;
  /** Max width on wide screens: lg 56.25rem (location), md 30rem (confirm), sm 25rem (delivery conditions), or a CSS length. */
  $maxWidth?: ModalWidth | (string & {});
  /** Marks the dialog as an alert dialog (confirmations). */
  alert?: boolean;
  /** Whether a click on the backdrop closes it (when not persistent). */
  closeOnBackdrop?: boolean;
  /** Hides the × button, for dialogs whose footer already has a cancel button. */
  hideCloseButton?: boolean;
}

const SWIPE_CLOSE_PX = 80;

/**
 * An adaptive modal: a centred dialog from 840 px up, a bottom sheet below (or full screen at every
 * width). Focus moves in (to `[data-autofocus]`, else the dialog itself) and back on close, Tab
 * stays inside, the page does not scroll behind it, and — unless `persistent` — Escape, the
 * backdrop, the close button and a downward swipe close it. The body is focusable, so a long one
 * scrolls from the keyboard too.
 *
 * @example
 * <Modal open title="Адрес" closeLabel="Закрыть" $maxWidth="lg" onClose={close} footer={<Button>Сохранить</Button>}>…</Modal>
 */
export function Modal({
  open,
  title,
  children,
  footer,
  onClose,
  persistent = false,
  closeLabel,
  toolbar,
  fullScreen = false,
  testId,
  $maxWidth = 'md',
  alert = false,
  closeOnBackdrop = true,
  hideCloseButton = false,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ y: number; dy: number } | null>(null);
  const close = persistent ? undefined : onClose;
  const swipe = close && !fullScreen;
  useOverlay(panelRef, open, close);
  // Without a `[data-autofocus]` element the dialog itself takes the focus (not its first control):
  // screen readers start at its title, and no focus ring lands on the close button.
  useEffect(() => {
    const panel = panelRef.current;
    if (open && panel && !panel.querySelector('[data-autofocus]')) panel.focus({ preventScroll: true });
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onPointerDown = (event: PointerEvent) => {
    if (!swipe || event.pointerType === 'mouse') return;
    const body = panelRef.current?.querySelector('[data-modal-body]');
    if (body && body.contains(event.target as Node) && body.scrollTop > 0) return;
    drag.current = { y: event.clientY, dy: 0 };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current || !panelRef.current) return;
    drag.current.dy = Math.max(0, event.clientY - drag.current.y);
    panelRef.current.style.transform = `translateY(${drag.current.dy}px)`;
  };
  const onPointerUp = () => {
    if (!drag.current || !panelRef.current) return;
    const { dy } = drag.current;
    drag.current = null;
    panelRef.current.style.transform = '';
    if (dy > SWIPE_CLOSE_PX) close?.();
  };

  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      $fullScreen={fullScreen}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) close?.();
      }}
    >
      <Panel
        ref={panelRef}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        $maxWidth={$maxWidth}
        $fullScreen={fullScreen}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {swipe && <Handle aria-hidden="true" />}
        <Header>
          <Title id={titleId}>{title}</Title>
          {(toolbar || (close && !hideCloseButton)) && (
            <Toolbar>
              {toolbar}
              {close && !hideCloseButton && (
                <IconButton aria-label={closeLabel} onClick={close}>
                  <CloseIcon />
                </IconButton>
              )}
            </Toolbar>
          )}
        </Header>
        {/* Focusable so that a long body scrolls from the keyboard too. */}
        <Body data-modal-body tabIndex={0}>
          {children}
        </Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
