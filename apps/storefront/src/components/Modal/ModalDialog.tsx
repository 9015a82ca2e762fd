/**
 * PLACEHOLDER for `Modal` of `@tarelka/ui`: a dialog on wide screens and a bottom sheet below md
 * (spec §2), with focus moved in and restored, Escape and scrim to close when closing is allowed.
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Body, CloseButton, Header, Scrim, Sheet, Title, Toolbar } from './Modal.styles';

/** Props of {@link ModalDialog} (and of the lazy `Modal`). */
export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Closes the modal; without it the modal cannot be closed (no button, no Escape). */
  onClose?: () => void;
  /** Max width on wide screens, e.g. '56.25rem'. */
  maxWidth?: string;
  /** Full screen at every width (search, map). */
  fullScreen?: boolean;
  /** Extra controls in the header (e.g. a language menu). */
  toolbar?: ReactNode;
  /** Content. */
  children: ReactNode;
  /** Test id of the dialog element. */
  testId?: string;
}

/** A modal dialog / bottom sheet (load it through `Modal`, which keeps it out of the first route). */
export function ModalDialog({
  open,
  title,
  onClose,
  maxWidth = '30rem',
  fullScreen = false,
  toolbar,
  children,
  testId,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const sheet = sheetRef.current;
    // Focus what asks for it, else the dialog itself: screen readers start at its title.
    const first = sheet?.querySelector<HTMLElement>('[data-autofocus]');
    (first ?? sheet)?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onCloseRef.current) onCloseRef.current();
      if (event.key !== 'Tab' || !sheet) return;
      const focusable = [
        ...sheet.querySelectorAll<HTMLElement>(
          'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex="0"]',
        ),
      ];
      const [head, tail] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail?.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Scrim
      $fullScreen={fullScreen}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <Sheet
        ref={sheetRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $maxWidth={maxWidth}
        $fullScreen={fullScreen}
        data-testid={testId}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <Toolbar>
            {toolbar}
            {onClose && (
              <CloseButton type="button" data-close onClick={onClose} aria-label={t('app.close')}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </CloseButton>
            )}
          </Toolbar>
        </Header>
        {/* Focusable so that a long body scrolls from the keyboard too. */}
        <Body tabIndex={0}>{children}</Body>
      </Sheet>
    </Scrim>,
    document.body,
  );
}
