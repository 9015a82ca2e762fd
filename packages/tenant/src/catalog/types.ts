import type { Allergen, Diet, Macros } from '@tarelka/domain';

/**
 * The on-disk catalog of a tenant: `tenants/<id>/catalog/*.json`. One file per collection; every
 * id is a positive integer unique within its collection and tenant. Money is integer minor units
 * (kopecks). Text the customer reads is localised: `{ "ru": "...", "en": "..." }` (ru required).
 * The API seeds its database from these files; `tenant:check` validates them.
 */

/** Localised text; `ru` is required and is the fallback. */
export interface LocalizedText {
  ru: string;
  en?: string;
  cnr?: string;
}

/** A point: latitude and longitude in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A bounding box in degrees. */
export interface Bounds {
  east: number;
  north: number;
  south: number;
  west: number;
}

/** `cities.json` */
export interface CatalogCity {
  id: number;
  name: LocalizedText;
  bounds: Bounds;
  center: LatLng;
  /** Default map zoom (spec default 12). */
  zoom: number;
  /** Optional outline for the offline map: a closed ring of points. */
  outline?: LatLng[];
}

/** One opening-hours entry: dayOfWeek 1 (Monday) … 7 (Sunday), times 'HH:mm'. */
export interface CatalogOpeningHours {
  dayOfWeek: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  active: boolean;
  open: string;
  close: string;
}

/** Which payment methods a delivery type accepts (spec §3 "Pay config"). */
export interface CatalogPayConfigEntry {
  /** Gateway account/config for online card payment; empty string or absent when not offered. */
  cardOnline?: string;
  cardUponReceipt?: boolean;
  cashUponReceipt?: boolean;
}

/** A photo shipped in `tenants/<id>/assets/`, path relative to that folder. */
export interface CatalogPhoto {
  src: string;
  width: number;
  height: number;
  alt?: LocalizedText;
}

/** `restos.json` */
export interface CatalogResto {
  id: number;
  cityId: number;
  name: LocalizedText;
  /** Full address line. */
  address: LocalizedText;
  /** Street and house, used to list pickup points. */
  street: LocalizedText;
  description?: LocalizedText;
  /** Average check in minor units. */
  averageCheck?: number;
  /** ISO 4217; default RUB. */
  currency?: string;
  emails: string[];
  phones: string[];
  links: string[];
  location: LatLng;
  openingHours: CatalogOpeningHours[];
  order: number;
  payConfig: { delivery?: CatalogPayConfigEntry; takeAway?: CatalogPayConfigEntry };
  /** Payment gateway id for CARD_ONLINE: 'test' (built-in) or 'yookassa'. */
  payEngine?: string;
  photos: CatalogPhoto[];
  tags: Array<{ id: number; code: string; name: LocalizedText }>;
  /** UTC offset like '+03:00'; default '+03:00'. */
  timezone?: string;
}

/** `menus.json` */
export interface CatalogMenu {
  id: number;
  restoId: number;
  name: LocalizedText;
  order: number;
  isDelivery: boolean;
  isOnline: boolean;
  isTable: boolean;
  isTakeAway: boolean;
}

/** `groups.json` (position groups) */
export interface CatalogGroup {
  id: number;
  menuId: number;
  name: LocalizedText;
  order: number;
  photos: CatalogPhoto[];
  /** Positions of this group need the 18+ confirmation. */
  adult?: boolean;
}

/** Measure units of the spec (§3). */
export type MeasureUnit = 'g' | 'pc' | 'ml' | 'cm';

/** Known position tags. */
export type PositionTag = 'EXTENDED_COOKING_TIME' | 'ADULT' | 'SPICY' | 'VEGETARIAN' | 'NEW' | 'HIT';

/** `positions.json` */
export interface CatalogPosition {
  id: number;
  menuId: number;
  /** Group id, or null: such positions go to the synthetic 'Прочее' group. */
  groupId: number | null;
  name: LocalizedText;
  description?: LocalizedText;
  /** Price in minor units. */
  price: number;
  /**
   * The portion: `value` in `unit`; `weight` is the whole portion in grams for `pc` and `cm`
   * positions (8 rolls, a 30 cm pizza), so their per-portion nutrition can be derived.
   */
  measure?: { value: number; unit: MeasureUnit; weight?: number };
  photos: CatalogPhoto[];
  tags: PositionTag[];
  /** Modifier groups that apply, by id (see modifiers.json). */
  modifierGroupIds: number[];
  /**
   * Energy and macronutrients per 100 g, or per 100 ml for a position measured in ml. The portion
   * is derived from the measure (never stored, so the two cannot disagree).
   */
  nutrition?: { per100: Macros };
  /** Allergens of the dish as served (the 14 of ТР ТС 022/2011); `[]` declares none, absent = not declared. */
  allergens?: Allergen[];
  /** Dietary marks: vegetarian, vegan, spicy, gluten-free, lactose-free, halal. */
  diets?: Diet[];
  /** What the dish is made of, as the customer reads it. */
  ingredients?: LocalizedText;
  order?: number;
}

/** One option of a modifier group; `allergens` and `nutrition` say what one of it adds to a portion. */
export interface CatalogModifierOption {
  id: number;
  name: LocalizedText;
  price: number;
  maxCount?: number;
  /** Allergens the option brings (cheese: milk). */
  allergens?: Allergen[];
  /** kcal and grams one of the option adds to the portion (not per 100). */
  nutrition?: Macros;
}

/** `modifiers.json`: modifier groups of a resto with their options. */
export interface CatalogModifierGroup {
  id: number;
  restoId: number;
  name: LocalizedText;
  /** Minimum options to choose (≥ 1 means required). */
  min: number;
  /** Maximum options to choose in total. */
  max: number;
  options: CatalogModifierOption[];
}

/** One delivery threshold in the server's field names (spec §3). */
export interface CatalogThreshold {
  minOrderPrice: number;
  /** Exclusive upper bound; null means no maximum. */
  maxOrderPrice: number | null;
  deliveryPrice: number;
  /** Delivery time in minutes; 0 means not shown. */
  time: number;
}

/** `zones.json` */
export interface CatalogZone {
  id: number;
  cityId: number;
  restoId: number;
  name: LocalizedText;
  /** A closed ring: the first point equals the last. */
  polygon: LatLng[];
  thresholds: CatalogThreshold[];
}

/** Promotion rules the reference API applies in preflight. */
export type CatalogPromotionRule =
  | { type: 'PERCENT_OFF_GROUP'; groupId: number; percent: number }
  | { type: 'FIXED_OFF_ORDER'; amount: number; minOrderAmount: number }
  | { type: 'NTH_ITEM'; positionId: number; n: number; percent: number }
  | { type: 'PICKUP_PERCENT'; percent: number };

/** `promotions.json` */
export interface CatalogPromotion {
  id: number;
  restoId: number;
  title: LocalizedText;
  description: LocalizedText;
  photo?: CatalogPhoto;
  /** Higher first; the top ones (≤ 6) form the home carousel. */
  priority: number;
  rule?: CatalogPromotionRule;
  startsAt?: string;
  endsAt?: string;
}

/** `promo-codes.json` */
export interface CatalogPromoCode {
  code: string;
  /** Restos where it is valid; empty means all of the tenant's. */
  restoIds: number[];
  kind: 'PERCENT' | 'FIXED';
  /** Percent (1–100) or a fixed amount in minor units. */
  value: number;
  minOrderAmount: number;
  maxDiscountAmount: number | null;
  deliveryTypes: Array<'DELIVERY' | 'TAKE_AWAY'>;
  active: boolean;
  /** ISO 8601 with offset. */
  startsAt?: string;
  endsAt?: string;
  /** Total uses allowed across all persons; null = unlimited. */
  usageLimit: number | null;
  /** Uses recorded before seeding (to reproduce 'limit-exceed'). */
  usedCount?: number;
  perPersonLimit: number | null;
  /** Hours of the day (resto time) when valid, 'HH:mm'. */
  activeHours?: { from: string; to: string };
}

/** `time-slots.json`: positions available only in these windows (spec §3). */
export interface CatalogTimeSlot {
  positionIds: number[];
  details: Array<{ dayOfWeek: 1 | 2 | 3 | 4 | 5 | 6 | 7; startAt: string; endAt: string; isActive: boolean }>;
}

/** `gazetteer.json`: addresses the offline geocoder knows. */
export interface CatalogAddress {
  id: number;
  cityId: number;
  street: LocalizedText;
  houseNumber: string | null;
  location: LatLng;
  /** Region/oblast, for address details. */
  region?: LocalizedText;
}

/** A whole tenant catalog, as loaded from disk. */
export interface Catalog {
  cities: CatalogCity[];
  restos: CatalogResto[];
  menus: CatalogMenu[];
  groups: CatalogGroup[];
  positions: CatalogPosition[];
  modifiers: CatalogModifierGroup[];
  zones: CatalogZone[];
  promotions: CatalogPromotion[];
  promoCodes: CatalogPromoCode[];
  timeSlots: CatalogTimeSlot[];
  gazetteer: CatalogAddress[];
}

/** File name of each collection in `catalog/`. */
export const CATALOG_FILES = {
  cities: 'cities.json',
  restos: 'restos.json',
  menus: 'menus.json',
  groups: 'groups.json',
  positions: 'positions.json',
  modifiers: 'modifiers.json',
  zones: 'zones.json',
  promotions: 'promotions.json',
  promoCodes: 'promo-codes.json',
  timeSlots: 'time-slots.json',
  gazetteer: 'gazetteer.json',
} as const satisfies Record<keyof Catalog, string>;
