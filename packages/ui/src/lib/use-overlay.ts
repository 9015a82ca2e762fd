import type { RefObject } from 'react';
import { useEscape, useFocusTrap, useScrollLock } from './hooks';

/** Everything a modal surface needs while open: focus trap, Escape to close (when allowed), scroll lock. */
export function useOverlay(ref: RefObject<HTMLElement | null>, open: boolean, onClose: (() => void) | undefined) {
  useFocusTrap(ref, open);
  useScrollLock(open);
  useEscape(onClose, open);
}
