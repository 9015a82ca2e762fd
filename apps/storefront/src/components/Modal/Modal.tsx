import { lazyComponent } from '../../lib/lazy/lazy-component';
import type { ModalProps } from './ModalDialog';

export type { ModalProps } from './ModalDialog';

/**
 * PLACEHOLDER for `Modal` of `@tarelka/ui`: a dialog on wide screens and a bottom sheet below md
 * (spec §2), with focus moved in and restored, Escape and the scrim closing it when closing is allowed.
 * Its code (`ModalDialog`) loads the first time a modal opens, not with the first route.
 */
export const Modal = lazyComponent<ModalProps>(() => import('./ModalDialog').then((m) => m.ModalDialog), {
  useWhen: (props) => props.open,
});
