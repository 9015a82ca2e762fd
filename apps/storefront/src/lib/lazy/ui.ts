import type { AgeGateProps, ModalProps } from '@tarelka/ui';
import { lazyComponent } from './lazy-component';

/**
 * `AgeGate` of `@tarelka/ui` (the 18+ dialog), loaded the first time it opens, not with the menu
 * page (`pnpm size`). Same props; import it from here in anything the home or menu page renders.
 */
export const AgeGate = lazyComponent<AgeGateProps>(() => import('./ui-dialogs').then((m) => m.AgeGate), {
  useWhen: (props) => props.open,
});

/**
 * `Modal` of `@tarelka/ui`, loaded the first time it opens, not with the first route (`pnpm size`).
 * Same props; `components/Modal` wraps it with the close label of the page's language.
 */
export const Modal = lazyComponent<ModalProps>(() => import('./ui-dialogs').then((m) => m.Modal), {
  useWhen: (props) => props.open,
});
