import { getScheduleStatus, type CartPosition, type DeliveryHint, type OrderSumCheck } from '@tarelka/domain';
import {
  menusApi,
  selectCartPositions,
  selectCartPricing,
  selectCartTotals,
  selectDeliveryHint,
  selectDeliveryType,
  selectLocation,
  selectOrderSumCheck,
  selectOrderTotal,
  type RootState,
} from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { assetUrl, useModifiers, useResto, type Resto } from '../../../lib/api/hooks';
import { useServerNow } from '../../../lib/time';
import { lineKey } from '../utils/line-key';

/** A cart line ready for display. */
export interface CartViewLine {
  key: string;
  line: CartPosition;
  name: string;
  /** Chosen modifiers as 'Name ×2'. */
  modifiers: string[];
  count: number;
  /** What the line costs after the server's discounts. */
  payable: number;
  /** The sum before discounts, when a discount applies. */
  oldSum: number | undefined;
  photo: string | undefined;
}

/** Why the order cannot be placed now, if it cannot. */
export type CartBlock =
  | { kind: 'BELOW_MINIMUM'; minimum: number }
  | { kind: 'ABOVE_MAXIMUM'; maximum: number }
  | { kind: 'CLOSED' }
  | { kind: 'NO_LOCATION' }
  | null;

function blockOf(
  check: OrderSumCheck | null,
  deliveryType: string | null,
  hasPlace: boolean,
  closed: boolean,
): CartBlock {
  if (deliveryType === null || (deliveryType === 'DELIVERY' && !hasPlace)) return { kind: 'NO_LOCATION' };
  if (closed) return { kind: 'CLOSED' };
  if (check && !check.ok && check.reason === 'BELOW_MINIMUM') return { kind: 'BELOW_MINIMUM', minimum: check.minimum };
  if (check && !check.ok && check.reason === 'ABOVE_MAXIMUM') return { kind: 'ABOVE_MAXIMUM', maximum: check.maximum };
  return null;
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
 * lines with modifier names and the server's sums, totals, the delivery hint, the order sum check
 * and whether ordering is blocked (below the minimum, above the maximum, resto closed).
 *
 * @example
 * const { lines, totals, hint, block } = useCartView();
 */
export function useCartView() {
  const positions = useAppSelector(selectCartPositions);
  const totals = useAppSelector(selectCartTotals);
  const pricing = useAppSelector(selectCartPricing);
  const orderTotal = useAppSelector(selectOrderTotal);
  const hint: DeliveryHint = useAppSelector(selectDeliveryHint);
  const sumCheck = useAppSelector(selectOrderSumCheck);
  const deliveryType = useAppSelector(selectDeliveryType);
  const location = useAppSelector(selectLocation);
  const resto = useResto(location.restoId);
  const modifiers = useModifiers(location.restoId);
  const now = useServerNow();
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
        .map((line) => {
          const discount =
            line.discounts.reduce((s, d) => s + d.calculated, 0) +
            line.promoCodes.reduce((s, p) => s + p.calculated, 0);
          return {
            key: lineKey(line),
            line,
            name: line.name,
            modifiers: line.modifiers
              .map((m) => {
                const name = options.get(m.id) ?? '';
                return m.count > 1 ? `${name} ×${m.count}` : name;
              })
              .filter(Boolean),
            count: line.count,
            payable: Math.max(0, line.sum - discount),
            oldSum: discount > 0 ? line.sum : undefined,
            photo: photos.get(line.id),
          };
        }),
    [positions, options, photos],
  );

  const closed = resto.data ? !isOpen(resto.data, now) : false;
  const block = blockOf(sumCheck, deliveryType, location.deliveryPlace !== null, closed);

  return {
    lines,
    totals,
    pricing,
    orderTotal,
    hint,
    sumCheck,
    deliveryType,
    resto: resto.data,
    closed,
    block,
  };
}

function isOpen(resto: Resto, now: number): boolean {
  return getScheduleStatus(resto.openingHours, now, resto.timezone).open;
}
