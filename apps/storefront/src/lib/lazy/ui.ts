import type { AgeGateProps, ModalProps, PlatformAppBannerProps } from '@tarelka/ui';
import { lazyComponent } from './lazy-component';

/**
 * `AgeGate` of `@tarelka/ui` (the 18+ dialog), loaded the first time it opens, not with the menu
 * page (`pnpm size`), with its texts in the page's language (`./age-gate`): the kit's props but the
 * labels. Import it from here in anything the home or menu page renders.
 */
export const AgeGate = lazyComponent<Omit<AgeGateProps, 'labels'>>(
  () => import('./ui-dialogs').then((m) => m.AgeGate),
  {
    useWhen: (props) => props.open,
  },
);

/**
 * `Modal` of `@tarelka/ui`, loaded the first time it opens, not with the first route (`pnpm size`).
 * Same props; `components/Modal` wraps it with the close label of the page's language.
 */
export const Modal = lazyComponent<ModalProps>(() => import('./ui-dialogs').then((m) => m.Modal), {
  useWhen: (props) => props.open,
});

/**
 * `PlatformAppBanner` of `@tarelka/ui`, loaded only where it shows (a phone's user agent, a store
 * link in the tenant's config), not with the first route (`pnpm size`). Its load starts with the
 * route's chunk and the first commit waits for it (`preloadAppBanner`, main.tsx), so it never
 * arrives above a painted page. Same props.
 */
export const PlatformAppBanner = lazyComponent<PlatformAppBannerProps>(() =>
  import('./ui-banner').then((m) => m.PlatformAppBanner),
);
