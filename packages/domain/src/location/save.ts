// The location save rules of spec §4 (validation, the address confirmation, the save decision): a
// module of their own, so a bundle that only runs the dialog's step machine (the location slice,
// on every page of the storefront) does not carry them; the save flow loads with the dialog.
import type { Zone } from '../zones/types';
import { findZone } from '../zones/zone-index';
import type { CartCheckOutcome } from '../preflight/errors';
import { payTypeAfterSave } from '../pay/pay';
import type { DeliveryType, PayType } from '../pay/types';
import type { DeliveryPlace, LocationSelection } from './types';
import type { LOCATION_MESSAGES } from './messages';

/** Texts of the 'Подтвердите адрес' popup (spec §4 save step 1). */
export const CONFIRM_ADDRESS_POPUP = {
  title: 'Подтвердите адрес',
  text: 'Уточните номер дома для доставки. Если его нет на карте, уточните его в комментарии к заказу.',
  edit: 'Уточнить данные',
  proceed: 'Продолжить без номера',
} as const;

/** English twin of {@link CONFIRM_ADDRESS_POPUP}. */
export const CONFIRM_ADDRESS_POPUP_EN = {
  title: 'Confirm the address',
  text: 'Specify the house number for delivery. If it is not on the map, add it in the order comment.',
  edit: 'Edit details',
  proceed: 'Continue without a number',
} as const;

/** Montenegrin (Latin script) twin of {@link CONFIRM_ADDRESS_POPUP}. */
export const CONFIRM_ADDRESS_POPUP_CNR = {
  title: 'Potvrdite adresu',
  text: 'Navedite kućni broj za dostavu. Ako ga nema na mapi, navedite ga u komentaru uz narudžbu.',
  edit: 'Dopuniti podatke',
  proceed: 'Nastaviti bez broja',
} as const;

/** A reason a location cannot be saved. */
export type LocationError = keyof typeof LOCATION_MESSAGES;

/**
 * Whether the 'Подтвердите адрес' popup must open (spec §4 save step 1): delivery, an address is
 * set, geocoding found no house number and the customer has not confirmed yet.
 *
 * @example
 * needsAddressConfirmation({ deliveryType: 'DELIVERY', address: 'ул. Ленина', houseNumber: null, confirmed: false }); // true
 */
export function needsAddressConfirmation(input: {
  deliveryType: DeliveryType | null;
  address: string | null | undefined;
  houseNumber: string | null | undefined;
  confirmed: boolean;
}): boolean {
  return (
    input.deliveryType === 'DELIVERY' &&
    Boolean(input.address?.trim()) &&
    !input.houseNumber?.trim() &&
    !input.confirmed
  );
}

/**
 * Whether the draft leaves the stored location as it was (spec §4 save step 2): same delivery
 * type and, for DELIVERY, the same address and location; for TAKE_AWAY, the same resto.
 *
 * @example
 * isLocationUnchanged(draft, stored); // true: save skips validation
 */
export function isLocationUnchanged(draft: LocationSelection, stored: LocationSelection): boolean {
  if (draft.cityId !== stored.cityId || draft.deliveryType !== stored.deliveryType) return false;
  if (draft.deliveryType === 'DELIVERY') {
    const a = draft.deliveryPlace;
    const b = stored.deliveryPlace;
    if (!a || !b) return a === b && draft.restoId === stored.restoId;
    return (
      a.address === b.address &&
      a.location?.lat === b.location?.lat &&
      a.location?.lng === b.location?.lng &&
      draft.restoId === stored.restoId
    );
  }
  return draft.restoId === stored.restoId;
}

/**
 * Validates a location draft (spec §5): DELIVERY needs an address with a location inside a zone;
 * TAKE_AWAY needs a chosen pickup point among those offered. Errors are values; `[]` is valid.
 *
 * @example
 * validateLocation(draft, { zones, pickupPointIds: [3, 4] }); // ['ADDRESS_OUTSIDE_ZONES']
 */
export function validateLocation(
  draft: LocationSelection,
  context: { zones: readonly Zone[]; pickupPointIds: readonly number[] },
): LocationError[] {
  if (draft.deliveryType === 'DELIVERY') {
    const place = draft.deliveryPlace;
    if (!place || !place.address.trim() || !place.location) return ['ADDRESS_REQUIRED'];
    return findZone(context.zones, place.location) ? [] : ['ADDRESS_OUTSIDE_ZONES'];
  }
  if (draft.deliveryType === 'TAKE_AWAY') {
    if (context.pickupPointIds.length === 0) return ['NO_PICKUP_POINTS'];
    if (draft.restoId === null || !context.pickupPointIds.includes(draft.restoId)) return ['PICKUP_POINT_REQUIRED'];
    return [];
  }
  return ['ADDRESS_REQUIRED'];
}

const ADDRESS_ERRORS: readonly LocationError[] = ['ADDRESS_REQUIRED', 'ADDRESS_OUTSIDE_ZONES', 'ADDRESS_NOT_FOUND'];

/**
 * Where the location dialog shows the save errors (spec §5): the first error of the shown delivery
 * type's field goes under that field (the address for DELIVERY, the pickup point list otherwise);
 * the errors of the other kind are alerts below the form.
 *
 * @example
 * placeLocationErrors(['ADDRESS_OUTSIDE_ZONES'], 'DELIVERY'); // { field: 'ADDRESS_OUTSIDE_ZONES', alerts: [] }
 */
export function placeLocationErrors(
  errors: readonly LocationError[],
  deliveryType: DeliveryType | null,
): { field: LocationError | null; alerts: LocationError[] } {
  const isField = (error: LocationError) => (deliveryType === 'DELIVERY') === ADDRESS_ERRORS.includes(error);
  return { field: errors.find(isField) ?? null, alerts: errors.filter((error) => !isField(error)) };
}

/** What is stored when a location is saved (spec §4 save step 4). */
export interface LocationCommit {
  cityId: number | null;
  deliveryType: DeliveryType | null;
  restoId: number | null;
  /** The delivery place for DELIVERY; null for TAKE_AWAY. */
  deliveryPlace: DeliveryPlace | null;
  payType: PayType | null;
  /** The cart must be cleared first (the customer accepted the 'Упс!' popup). */
  clearCart: boolean;
}

/** Everything the save decision needs, gathered by the caller as the flow goes. */
export interface LocationSaveInput {
  draft: LocationSelection;
  stored: LocationSelection;
  /** House number found by geocoding the draft's address, if any. */
  houseNumber: string | null | undefined;
  /** The customer chose 'Продолжить без номера'. */
  addressConfirmed: boolean;
  zones: readonly Zone[];
  pickupPointIds: readonly number[];
  cartEmpty: boolean;
  /** The cart validity check's outcome, once it has run for this draft. */
  cartCheck?: CartCheckOutcome | undefined;
  /** The customer's answer to the 'Упс!' popup: true confirmed, false cancelled. */
  cartClearConfirmed?: boolean | undefined;
  currentPayType: PayType | null | undefined;
  /** Pay types of the draft's resto and delivery type (see `availablePayTypes`). */
  availablePayTypes: readonly PayType[];
}

/** What the UI must do next to save a location. */
export type LocationSaveStep =
  | { next: 'CONFIRM_ADDRESS' }
  | { next: 'SHOW_ERRORS'; errors: LocationError[] }
  | { next: 'CHECK_CART' }
  | { next: 'CONFIRM_CART_CLEAR' }
  | { next: 'CLOSE_CONFLICT' }
  | { next: 'COMMIT'; commit: LocationCommit };

/**
 * The four-step save decision (spec §4), as a pure function the UI calls again after each answer:
 * 1. DELIVERY with an address but no house number, not yet confirmed → `CONFIRM_ADDRESS`.
 * 2. Unless the location is unchanged, validation errors → `SHOW_ERRORS`.
 * 3. A changed location with a non-empty cart needs the cart validity check (`CHECK_CART`, a
 *    preflight with the new place); a failed check asks `CONFIRM_CART_CLEAR` ('Упс!'); confirming
 *    commits with the cart cleared, cancelling gives `CLOSE_CONFLICT` (close the popup, keep editing).
 * 4. `COMMIT`: city, delivery type, resto and (DELIVERY only) the place; the pay type is kept if
 *    valid for the new resto and type, else the first available one, or null.
 *
 * @example
 * const step = decideLocationSave({ ...input, cartCheck: classifyCartCheckError(error) });
 * if (step.next === 'COMMIT') dispatch(locationSaved(step.commit));
 */
export function decideLocationSave(input: LocationSaveInput): LocationSaveStep {
  const { draft } = input;
  if (
    needsAddressConfirmation({
      deliveryType: draft.deliveryType,
      address: draft.deliveryPlace?.address,
      houseNumber: input.houseNumber,
      confirmed: input.addressConfirmed,
    })
  ) {
    return { next: 'CONFIRM_ADDRESS' };
  }
  const unchanged = isLocationUnchanged(draft, input.stored);
  if (!unchanged) {
    const errors = validateLocation(draft, { zones: input.zones, pickupPointIds: input.pickupPointIds });
    if (errors.length > 0) return { next: 'SHOW_ERRORS', errors };
  }
  let clearCart = false;
  if (!unchanged && !input.cartEmpty) {
    if (!input.cartCheck) return { next: 'CHECK_CART' };
    if (!input.cartCheck.valid) {
      if (input.cartClearConfirmed === undefined) return { next: 'CONFIRM_CART_CLEAR' };
      if (!input.cartClearConfirmed) return { next: 'CLOSE_CONFLICT' };
      clearCart = true;
    }
  }
  return {
    next: 'COMMIT',
    commit: {
      cityId: draft.cityId,
      deliveryType: draft.deliveryType,
      restoId: draft.restoId,
      deliveryPlace: draft.deliveryType === 'DELIVERY' ? draft.deliveryPlace : null,
      payType: payTypeAfterSave(input.currentPayType, input.availablePayTypes),
      clearCart,
    },
  };
}
