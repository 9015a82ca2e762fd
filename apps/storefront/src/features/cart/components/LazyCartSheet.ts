import { selectCartCount } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { lazyComponent } from '../../../lib/lazy/lazy-component';

/**
 * The cart bar and sheet of the menu layouts, loaded with the cart's first dish rather than with an
 * empty cart's menu (`pnpm size`).
 */
export const LazyCartSheet = lazyComponent(() => import('./CartSheet').then((m) => m.CartSheet), {
  useWhen: () => useAppSelector(selectCartCount) > 0,
});

/**
 * Starts loading the cart sheet's code ahead of the first dish: a position's detail calls it when it
 * opens. Loading a chunk adds a `<link rel="modulepreload">` per file it needs, each a few ms of main
 * thread on a slow phone; started by the click on "Добавить", they made that click's frame late.
 */
export function preloadCartSheet(): void {
  LazyCartSheet.preload().catch(() => undefined);
}
