// What a city offers (spec §4, §5): delivery types, pickup points and its 'unavailable' states.
import { isDeliveryTypeOffered } from './pay';
import { isMenuAvailableFor } from './menu-groups';
import type { DeliveryType, MenuFlags, PayConfig } from './types';

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

/** Montenegrin (Latin script) twins of {@link LOCATION_UNAVAILABLE_MESSAGES}. */
export const LOCATION_UNAVAILABLE_MESSAGES_CNR = {
  NO_RESTOS: 'Nema povezanih restorana',
  NO_MENUS: 'Restorani izabranog grada nemaju meni',
  NO_ZONES: 'Nema zona dostave',
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

/**
 * The delivery type the location dialog shows (spec §4): the chosen one when the city offers it,
 * otherwise the city's default (a preset default or another city's choice); null while the offer
 * is unknown or the city is unavailable.
 *
 * @example
 * offeredDeliveryType('DELIVERY', getCityOffer({ restos, zoneCount: 0 })); // 'TAKE_AWAY'
 */
export function offeredDeliveryType(chosen: DeliveryType | null, offer: CityOffer | null): DeliveryType | null {
  if (!offer?.ok) return null;
  return chosen && offer.deliveryTypes.includes(chosen) ? chosen : offer.defaultDeliveryType;
}
