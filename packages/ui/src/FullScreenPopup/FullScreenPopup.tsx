import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton/IconButton';
import { ChevronLeftIcon } from '../lib/icons';
import { useOverlay } from '../lib/use-overlay';
import { Bar, BarTitle, Content, Root } from './FullScreenPopup.styles';

/** Props of {@link FullScreenPopup}. */
export interface FullScreenPopupProps {
  /** Whether it is shown. */
  open: boolean;
  /** Heading in the top bar; also the accessible name. */
  title: ReactNode;
  /** Content (a map, a search). */
  children: ReactNode;
  /** Called on the back button or Escape. */
  onClose: () => void;
  /** Accessible name of the back button. */
  closeLabel?: string;
  /** Extra controls at the end of the top bar. */
  actions?: ReactNode;
  /** Pads the content; off for edge-to-edge maps. */
  $padded?: boolean;
}

/**
 * A full-screen layer with a top bar (back, title, actions): the map popup and the menu search.
 *
 * @example
 * <FullScreenPopup open title="Точка на карте" onClose={close}><Map /></FullScreenPopup>
 */
export function FullScreenPopup({
  open,
  title,
  children,
  onClose,
  closeLabel = 'Назад',
  actions,
  $padded = true,
}: FullScreenPopupProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useOverlay(ref, open, onClose);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Root ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <Bar>
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <ChevronLeftIcon />
        </IconButton>
        <BarTitle id={titleId}>{title}</BarTitle>
        {actions}
      </Bar>
      <Content $padded={$padded}>{children}</Content>
    </Root>,
    document.body,
  );
}
