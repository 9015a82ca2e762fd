import type { DeliveryType, PayType } from '../pay/types';
import type { AppliedDiscount, AppliedPromoCode, CartModifier } from '../cart/types';
import type { Minor } from '../money/money';
import type { LatLng } from '../zones/types';

/** The flag of the preflight position that carries the delivery price (spec §4). */
export const DELIVERY_PRICE_SPECIAL = 'DELIVERY_PRICE';

/** A position of the preflight response (spec §3). */
export interface PreflightResponsePosition {
  id: number;
  sum: Minor;
  discounts: readonly AppliedDiscount[];
  promoCodes: readonly AppliedPromoCode[];
  /** Flags such as `'DELIVERY_PRICE'`. */
  specials?: readonly string[] | null;
  /** What is charged for the line after discounts. */
  payableAmount: Minor;
}

/** The preflight response (spec §3). */
export interface PreflightResponse {
  positions: readonly PreflightResponsePosition[];
  /** The applied promo code, or null/absent when none applies. */
  promoCode?: string | null;
  promoCodeMaxDiscountAmount?: Minor | null;
  promoCodeMinOrderAmount?: Minor | null;
}

/** A position of the preflight request (spec §3). */
export interface PreflightRequestPosition {
  count: number;
  id: number;
  modifiers: readonly CartModifier[];
  name: string;
  price: Minor;
  sum: Minor;
}

/** The preflight request (spec §3); address and location only for DELIVERY. */
export interface PreflightRequest {
  deliveryType: DeliveryType;
  payType?: PayType;
  promoCode?: string;
  positions: readonly PreflightRequestPosition[];
  restoId: number;
  address?: string;
  location?: LatLng;
  /** The time the order is placed for (ISO 8601 with an offset); absent: as soon as possible. */
  scheduledFor?: string;
}
