import { cartLineKey, cartLinePrice, type CartPosition, type DeliveryHint } from '@tarelka/domain';
import {
  menusApi,
  selectCartBlock,
  selectCartPricing,
  selectDeliveryHint,
  selectDeliveryType,
  selectLocation,
  selectOrderTotal,
  selectPricedCart,
  type RootState,
} from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import type { CartLineData } from '@tarelka/ui';
import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { assetUrl, useModifiers, useResto } from '../../../lib/api/hooks';
import { useServerNow } from '../../../lib/time';

/** A cart line as the kit's `CartLine` shows it (its sum after the server's discounts), with its cart position. */
export interface CartViewLine extends CartLineData {
  line: CartPosition;
}

/** Photos of the cart's dishes from the menus the boot loaded, by position id. */
function usePhotos(menuIds: number[]): Map<number, string> {
  const lists = useAppSelector(
    (state: RootState) => menuIds.map((id) => menusApi.endpoints.getMenuPositions.select(id)(state).data),
    shallowEqual,
  );
  return useMemo(() => {
    const map = new Map<number, string>();
    for (const list of lists) for (const p of list ?? []) if (p.photos[0]) map.set(p.id, assetUrl(p.photos[0].src));
    return map;
  }, [lists]);
}

/**
 * Everything the cart screen and sheet show, selected from the store and computed by the domain:
 * lines with modifier names and the sums the last preflight confirmed for the cart as it is now
 * (menu prices otherwise), totals, where the pricing stands, the delivery hint and whether
 * ordering is blocked (no location, resto closed, not priced yet, refused by the server).
 *
 * @example
 * const { lines, totals, status, hint, block } = useCartView();
 */
export function useCartView() {
  const { positions, totals, status, deliveryPrice } = useAppSelector(selectPricedCart);
  const pricing = useAppSelector(selectCartPricing);
  const orderTotal = useAppSelector(selectOrderTotal);
  const hint: DeliveryHint = useAppSelector(selectDeliveryHint);
  const deliveryType = useAppSelector(selectDeliveryType);
  const location = useAppSelector(selectLocation);
  // Subscribed so the resto's opening hours are in the cache the block is selected from.
  useResto(location.restoId);
  const modifiers = useModifiers(location.restoId);
  const now = useServerNow();
  const block = useAppSelector((state) => selectCartBlock(state, now));
  const menuIds = useMemo(() => [...new Set(positions.map((p) => p.menuId))], [positions]);
  const photos = usePhotos(menuIds);

  const options = useMemo(() => {
    const map = new Map<number, string>();
    for (const group of modifiers.data ?? []) for (const option of group.options) map.set(option.id, option.name);
    return map;
  }, [modifiers.data]);

  const lines = useMemo<CartViewLine[]>(
    () =>
      positions
        .filter((line) => line.count > 0)
        .map((line) => ({
          key: cartLineKey(line),
          line,
          name: line.name,
          modifiers: line.modifiers
            .map((m) => {
              const name = options.get(m.id) ?? '';
              return m.count > 1 ? `${name} ×${m.count}` : name;
            })
            .filter(Boolean),
          count: line.count,
          ...priceOf(line),
          photo: photos.get(line.id),
        })),
    [positions, options, photos],
  );

  return { lines, totals, status, deliveryPrice, pricing, orderTotal, hint, deliveryType, block };
}

/** The line's sum after the server's discounts, the old one struck when a discount applies. */
function priceOf(line: CartPosition): Pick<CartLineData, 'sum' | 'oldSum'> {
  const { payable, oldSum } = cartLinePrice(line);
  return { sum: payable, oldSum };
}
