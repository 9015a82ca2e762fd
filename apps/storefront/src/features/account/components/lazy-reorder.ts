import type { ReorderSource } from '@tarelka/store/react';
import { lazyComponent } from '../../../lib/lazy/lazy-component';

/** "Повторить заказ" (`./Reorder`): a chunk of its own, shared by the history and the order's page (`pnpm size`). */
export const Reorder = lazyComponent<{ order: ReorderSource }>(() => import('./Reorder').then((m) => m.Reorder));
