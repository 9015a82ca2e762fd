// Pay types of a resto (spec §3, §4). What a city offers is in city-offer.ts and a menu's groups in
// menu-groups.ts: modules are loaded whole, and the menu page needs only the latter.
import type { DeliveryType, PayConfig, PayConfigEntry, PayType } from './types';

/** Pay types in the spec's order (§4); the first available is the fallback default. */
export const PAY_TYPES: readonly PayType[] = ['CARD_ONLINE', 'CARD_UPON_RECEIPT', 'CASH_UPON_RECEIPT'];

/** Delivery types in the order they are offered. */
export const DELIVERY_TYPES: readonly DeliveryType[] = ['DELIVERY', 'TAKE_AWAY'];

function configFor(payConfig: PayConfig | null | undefined, type: DeliveryType): PayConfigEntry | null {
  if (!payConfig) return null;
  return (type === 'DELIVERY' ? payConfig.delivery : payConfig.takeAway) ?? null;
}

/**
 * The pay types a resto accepts for a delivery type (spec §3, §4): online card when `cardOnline`
 * is a non-empty string, the others when their entry is set. In the spec's order.
 *
 * @example
 * availablePayTypes({ delivery: { cardOnline: '', cashUponReceipt: true } }, 'DELIVERY'); // ['CASH_UPON_RECEIPT']
 */
export function availablePayTypes(payConfig: PayConfig | null | undefined, deliveryType: DeliveryType): PayType[] {
  const entry = configFor(payConfig, deliveryType);
  if (!entry) return [];
  const types: PayType[] = [];
  if (typeof entry.cardOnline === 'string' && entry.cardOnline.trim() !== '') types.push('CARD_ONLINE');
  if (entry.cardUponReceipt) types.push('CARD_UPON_RECEIPT');
  if (entry.cashUponReceipt) types.push('CASH_UPON_RECEIPT');
  return types;
}

/**
 * Whether a resto offers a delivery type: only if its pay config allows some method (spec §4).
 *
 * @example
 * isDeliveryTypeOffered(resto.payConfig, 'TAKE_AWAY');
 */
export function isDeliveryTypeOffered(payConfig: PayConfig | null | undefined, deliveryType: DeliveryType): boolean {
  return availablePayTypes(payConfig, deliveryType).length > 0;
}

/**
 * The default pay type (spec §4): online card if available, otherwise the first available one,
 * or `null` when there is none.
 *
 * @example
 * defaultPayType(['CASH_UPON_RECEIPT', 'CARD_ONLINE']); // 'CARD_ONLINE'
 */
export function defaultPayType(available: readonly PayType[]): PayType | null {
  if (available.includes('CARD_ONLINE')) return 'CARD_ONLINE';
  return available[0] ?? null;
}

/**
 * The pay type after saving a location (spec §4 save step 4): kept if valid for the new resto
 * and delivery type, otherwise the first available pay type, or `null`.
 *
 * @example
 * payTypeAfterSave('CARD_ONLINE', ['CASH_UPON_RECEIPT']); // 'CASH_UPON_RECEIPT'
 */
export function payTypeAfterSave(current: PayType | null | undefined, available: readonly PayType[]): PayType | null {
  if (current && available.includes(current)) return current;
  return available[0] ?? null;
}
