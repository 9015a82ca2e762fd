import type { Person, TokenSet } from '@tarelka/api-client';
import { ALLERGENS, DIETS, type CartPosition, type DeliveryPlace, type PromoCodeState } from '@tarelka/domain';
import type { PersistedOrderDraft, PersistedValues } from '../slices/storage-loaded';

// Hand-written guards: storage is an edge (STYLE 24), and the store has no schema library.

type Guard<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isMinor = (value: unknown): value is number => Number.isSafeInteger(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optional =
  <T>(guard: Guard<T>) =>
  (value: unknown): value is T | undefined | null =>
    value === undefined || value === null || guard(value);
const arrayOf =
  <T>(guard: Guard<T>) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(guard);

const isCalculated = (value: unknown): value is { calculated: number } => isRecord(value) && isMinor(value.calculated);

const isModifier = (value: unknown): boolean =>
  isRecord(value) && isId(value.id) && isCount(value.groupId) && isCount(value.count) && isMinor(value.price);

const isCartPosition = (value: unknown): value is CartPosition =>
  isRecord(value) &&
  isId(value.id) &&
  isCount(value.menuId) &&
  isString(value.name) &&
  isMinor(value.price) &&
  isCount(value.count) &&
  isMinor(value.sum) &&
  isBoolean(value.hasModifiers) &&
  Array.isArray(value.modifiers) &&
  value.modifiers.every(isModifier) &&
  arrayOf(isCalculated)(value.discounts) &&
  arrayOf(isCalculated)(value.promoCodes);

const TOKEN_SOURCES = ['PHONE', 'GOOGLE', 'APPLE', 'VK'];

const isTokenSet = (value: unknown): value is TokenSet =>
  isRecord(value) &&
  isString(value.accessToken) &&
  value.accessToken !== '' &&
  isString(value.refreshToken) &&
  value.refreshToken !== '' &&
  optional(isString)(value.vkAccessToken) &&
  (value.source === undefined || TOKEN_SOURCES.includes(value.source as string));

const isPerson = (value: unknown): value is Person =>
  isRecord(value) &&
  (isString(value.id) || isId(value.id)) &&
  ['email', 'firstName', 'lastName', 'patronymic', 'phone', 'avatar'].every((field) =>
    optional(isString)(value[field]),
  ) &&
  optional(Array.isArray)(value.deliveries);

const isLatLng = (value: unknown): boolean =>
  isRecord(value) &&
  isFiniteNumber(value.lat) &&
  isFiniteNumber(value.lng) &&
  Math.abs(value.lat) <= 90 &&
  Math.abs(value.lng) <= 180;

const isDeliveryPlace = (value: unknown): value is DeliveryPlace =>
  isRecord(value) &&
  isString(value.address) &&
  (value.location === null || isLatLng(value.location)) &&
  ['apartment', 'comment', 'entrance', 'floor', 'intercom'].every((field) => optional(isString)(value[field]));

const isPromoCodeState = (value: unknown): value is PromoCodeState =>
  isRecord(value) &&
  isBoolean(value.active) &&
  optional(isString)(value.code) &&
  optional(isMinor)(value.maxDiscountAmount) &&
  optional(isMinor)(value.minOrderAmount);

const orderDraftFields: { [K in keyof PersistedOrderDraft]-?: Guard<NonNullable<PersistedOrderDraft[K]>> } = {
  deliveryType: (v): v is 'DELIVERY' | 'TAKE_AWAY' => v === 'DELIVERY' || v === 'TAKE_AWAY',
  deliveryPlace: isDeliveryPlace,
  payType: (v): v is 'CARD_ONLINE' | 'CARD_UPON_RECEIPT' | 'CASH_UPON_RECEIPT' =>
    v === 'CARD_ONLINE' || v === 'CARD_UPON_RECEIPT' || v === 'CASH_UPON_RECEIPT',
  comment: isString,
  person: (v): v is { email?: string; name?: string; phone?: string } =>
    isRecord(v) && ['email', 'name', 'phone'].every((field) => optional(isString)(v[field])),
  personCount: (v): v is number => isId(v) && v <= 100,
  promoCode: isPromoCodeState,
  scheduledFor: (v): v is string =>
    isString(v) && v.length <= 40 && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)),
};

const isMenuFilter = (value: unknown): boolean =>
  isRecord(value) &&
  optional(arrayOf((v): v is string => ALLERGENS.includes(v as never)))(value.excludeAllergens) &&
  optional(arrayOf((v): v is string => DIETS.includes(v as never)))(value.diets);

/** The outcome of reading one stored value. */
export type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Validates a parsed stored value for a field. The order draft is validated field by field: a bad
 * field is dropped (and reported) while the others are kept.
 */
export function validateStoredValue<K extends keyof PersistedValues>(
  field: K,
  value: unknown,
): ReadResult<PersistedValues[K]> & { dropped?: string[] } {
  const fail = (reason: string) => ({ ok: false as const, reason });
  switch (field) {
    case 'adulthoodConfirmed':
    case 'cookiesConsentAccepted':
      return isBoolean(value) ? { ok: true, value: value as PersistedValues[K] } : fail('not a boolean');
    case 'locale':
      return isString(value) && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(value)
        ? { ok: true, value: value as PersistedValues[K] }
        : fail('not a locale');
    case 'cityId':
    case 'restoId':
      return isId(value) ? { ok: true, value: value as PersistedValues[K] } : fail('not a positive integer id');
    case 'cartPositions':
      return arrayOf(isCartPosition)(value)
        ? { ok: true, value: value as PersistedValues[K] }
        : fail('not a list of cart positions');
    case 'person':
      return isPerson(value) ? { ok: true, value: value as PersistedValues[K] } : fail('not a person profile');
    case 'tokenSet':
      return isTokenSet(value) ? { ok: true, value: value as PersistedValues[K] } : fail('not a token set');
    case 'orderDraft': {
      if (!isRecord(value)) return fail('not an order draft');
      const draft: Record<string, unknown> = {};
      const dropped: string[] = [];
      for (const [name, guard] of Object.entries(orderDraftFields) as Array<[string, Guard<unknown>]>) {
        if (value[name] === undefined || value[name] === null) continue;
        if (guard(value[name])) draft[name] = value[name];
        else dropped.push(name);
      }
      return { ok: true, value: draft as PersistedValues[K], dropped };
    }
    case 'menuFilter':
      return isMenuFilter(value)
        ? { ok: true, value: value as PersistedValues[K] }
        : fail('not a menu filter of known allergens and diets');
    default:
      return fail('unknown field');
  }
}
