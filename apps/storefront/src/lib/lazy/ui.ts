import type { AgeGateProps } from '@tarelka/ui';
import { lazyComponent } from './lazy-component';

/**
 * `AgeGate` of `@tarelka/ui` (the 18+ dialog), loaded the first time it opens, not with the menu
 * page (`pnpm size`). Same props; import it from here in anything the home or menu page renders.
 */
export const AgeGate = lazyComponent<AgeGateProps>(() => import('./ui-dialogs').then((m) => m.AgeGate), {
  useWhen: (props) => props.open,
});
