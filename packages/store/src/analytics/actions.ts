import { createAction } from '@reduxjs/toolkit';

/** A position as a screen shows it: what the analytics funnel reports of it (prices in minor units). */
export interface ViewedItem {
  id: number;
  name: string;
  /** Price of one unit in minor units. */
  price: number;
}

/**
 * A list of positions was shown (a menu page): the analytics funnel's `view_item_list`. Extra
 * fields of the items (a whole API position) are ignored.
 *
 * @example
 * dispatch(itemListViewed({ id: 'menu-3', name: 'Обед', items: positions }));
 */
export const itemListViewed = createAction<{ id: string; name: string; items: readonly ViewedItem[] }>(
  'analytics/itemListViewed',
);

/**
 * One position's detail was shown: the analytics funnel's `view_item`.
 *
 * @example
 * dispatch(itemViewed(position));
 */
export const itemViewed = createAction<ViewedItem>('analytics/itemViewed');

/**
 * The checkout screen was opened with the cart: the analytics funnel's `begin_checkout`.
 *
 * @example
 * dispatch(checkoutStarted());
 */
export const checkoutStarted = createAction('analytics/checkoutStarted');
