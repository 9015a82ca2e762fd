import type { DeliveryType, MenuFlags, MenuKind, PayConfig, PayConfigEntry, PayType } from './types';

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
 * Whether a menu is available for a kind by its flag (spec §4: isDelivery, isOnline, isTable, isTakeAway).
 *
 * @example
 * isMenuAvailableFor(menu, 'TAKE_AWAY'); // menu.isTakeAway
 */
export function isMenuAvailableFor(menu: MenuFlags, kind: MenuKind): boolean {
  switch (kind) {
    case 'DELIVERY':
      return menu.isDelivery;
    case 'TAKE_AWAY':
      return menu.isTakeAway;
    case 'ONLINE':
      return menu.isOnline;
    case 'TABLE':
      return menu.isTable;
  }
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

/** A resto as far as delivery-type and pickup rules need it. */
export interface RestoForLocation {
  id: number;
  order: number;
  /** The address pickup points are listed and sorted by. */
  address: string;
  payConfig: PayConfig | null | undefined;
  menus: readonly MenuFlags[];
}

/** Spec §5 'unavailable' states of a city. */
export const LOCATION_UNAVAILABLE_MESSAGES = {
  NO_RESTOS: 'Нет привязанных заведений',
  NO_MENUS: 'В заведениях выбранного города нет меню',
  NO_ZONES: 'Нет зон доставки',
} as const;

/** English twins of {@link LOCATION_UNAVAILABLE_MESSAGES}. */
export const LOCATION_UNAVAILABLE_MESSAGES_EN = {
  NO_RESTOS: 'No restaurants are linked',
  NO_MENUS: 'The restaurants of this city have no menu',
  NO_ZONES: 'No delivery zones',
} as const;

/** What a city offers, from {@link getCityOffer}. */
export type CityOffer =
  | {
      ok: true;
      /** Delivery types to show; the toggle shows only when both are here. */
      deliveryTypes: DeliveryType[];
      defaultDeliveryType: DeliveryType;
      /** Restos offering take-away, sorted as pickup points. */
      pickupPoints: RestoForLocation[];
    }
  | { ok: false; reason: keyof typeof LOCATION_UNAVAILABLE_MESSAGES; message: string };

function offers(resto: RestoForLocation, type: DeliveryType): boolean {
  return isDeliveryTypeOffered(resto.payConfig, type) && resto.menus.some((m) => isMenuAvailableFor(m, type));
}

/**
 * The default delivery type (spec §4): DELIVERY if some resto has delivery menus and zones exist,
 * or if there is no take-away; otherwise TAKE_AWAY.
 *
 * @example
 * defaultDeliveryType({ hasDeliveryMenus: true, hasZones: false, hasTakeAway: true }); // 'TAKE_AWAY'
 */
export function defaultDeliveryType(input: {
  hasDeliveryMenus: boolean;
  hasZones: boolean;
  hasTakeAway: boolean;
}): DeliveryType {
  if ((input.hasDeliveryMenus && input.hasZones) || !input.hasTakeAway) return 'DELIVERY';
  return 'TAKE_AWAY';
}

/**
 * Pickup points sorted by order, then address (spec §4). A new array.
 *
 * @example
 * sortPickupPoints(restos)[0]; // auto-selected when switching to TAKE_AWAY
 */
export function sortPickupPoints<R extends { order: number; address: string }>(restos: readonly R[]): R[] {
  return [...restos].sort((a, b) => a.order - b.order || a.address.localeCompare(b.address, 'ru'));
}

/**
 * What a city offers (spec §4, §5): the delivery types its restos can serve (a type needs a pay
 * method in the pay config and a menu flagged for it; DELIVERY also needs zones), the default
 * delivery type and the sorted pickup points, or the 'unavailable' state to show.
 *
 * @example
 * const offer = getCityOffer({ restos, zoneCount: zones.length });
 * if (!offer.ok) showUnavailable(offer.message); // 'Нет зон доставки'
 */
export function getCityOffer(input: { restos: readonly RestoForLocation[]; zoneCount: number }): CityOffer {
  const { restos, zoneCount } = input;
  if (restos.length === 0) return { ok: false, reason: 'NO_RESTOS', message: LOCATION_UNAVAILABLE_MESSAGES.NO_RESTOS };
  const hasDeliveryMenus = restos.some((r) => offers(r, 'DELIVERY'));
  const pickupPoints = sortPickupPoints(restos.filter((r) => offers(r, 'TAKE_AWAY')));
  const hasTakeAway = pickupPoints.length > 0;
  if (!hasDeliveryMenus && !hasTakeAway) {
    return { ok: false, reason: 'NO_MENUS', message: LOCATION_UNAVAILABLE_MESSAGES.NO_MENUS };
  }
  const hasZones = zoneCount > 0;
  if (hasDeliveryMenus && !hasZones && !hasTakeAway) {
    return { ok: false, reason: 'NO_ZONES', message: LOCATION_UNAVAILABLE_MESSAGES.NO_ZONES };
  }
  const deliveryTypes: DeliveryType[] = [];
  if (hasDeliveryMenus && hasZones) deliveryTypes.push('DELIVERY');
  if (hasTakeAway) deliveryTypes.push('TAKE_AWAY');
  return {
    ok: true,
    deliveryTypes,
    defaultDeliveryType: defaultDeliveryType({ hasDeliveryMenus, hasZones, hasTakeAway }),
    pickupPoints,
  };
}

/** The synthetic group for positions without one (spec §3): id 0, order 999999. */
export const OTHER_GROUP_ID = 0;
/** The synthetic group's order: always last. */
export const OTHER_GROUP_ORDER = 999_999;
/** The synthetic group's name. */
export const OTHER_GROUP_NAME = 'Прочее';

/** A position group as far as ordering needs it. */
export interface PositionGroupLike {
  id: number;
  menuId: number;
  name: string;
  order: number;
  photos: readonly unknown[];
}

/**
 * A menu's groups sorted by order, with the synthetic group 'Прочее' (id 0, order 999999)
 * appended when some position of the menu has no group, or a group the menu does not have
 * (spec §3). Positions without a group belong to id 0.
 *
 * @example
 * withOtherGroup(groups, positions, 12).at(-1)?.name; // 'Прочее' when a position has no group
 */
export function withOtherGroup<G extends PositionGroupLike>(
  groups: readonly G[],
  positions: readonly { menuId: number; groupId: number | null | undefined }[],
  menuId: number,
  name: string = OTHER_GROUP_NAME,
): (G | PositionGroupLike)[] {
  const own = groups.filter((g) => g.menuId === menuId);
  const ids = new Set(own.map((g) => g.id));
  const sorted: (G | PositionGroupLike)[] = [...own].sort((a, b) => a.order - b.order);
  const orphan = positions.some((p) => p.menuId === menuId && (p.groupId == null || !ids.has(p.groupId)));
  if (orphan && !ids.has(OTHER_GROUP_ID)) {
    sorted.push({ id: OTHER_GROUP_ID, menuId, name, order: OTHER_GROUP_ORDER, photos: [] });
  }
  return sorted;
}

/**
 * The group a position is listed under: its own when the menu has it, else 'Прочее' (id 0).
 *
 * @example
 * groupIdOf({ groupId: null }, new Set([1, 2])); // 0
 */
export function groupIdOf(position: { groupId: number | null | undefined }, groupIds: ReadonlySet<number>): number {
  return position.groupId != null && groupIds.has(position.groupId) ? position.groupId : OTHER_GROUP_ID;
}
