import type { CartModifier } from '@tarelka/domain';
import { positionAdded, type AppDispatch } from '@tarelka/store';
import type { Position } from '../api/hooks';

/**
 * Puts `count` of a menu position into the cart (with the chosen modifiers): the position's detail
 * and the menu card's one-press add alike (analytics' `add_to_cart` follows from the cart action).
 *
 * @example
 * addPosition(dispatch, position, 1); // a dish without choices, from its card
 */
export function addPosition(
  dispatch: AppDispatch,
  position: Position,
  count: number,
  modifiers: readonly CartModifier[] = [],
): void {
  dispatch(
    positionAdded({
      id: position.id,
      menuId: position.menu.id,
      name: position.name,
      price: position.price,
      count,
      hasModifiers: position.hasModifiers,
      modifiers,
    }),
  );
}
