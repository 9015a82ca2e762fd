import type { OrderRequest } from '@tarelka/api-client';
import type { CartPosition, DeliveryPlace, DeliveryType, PayType, PromoCodeState } from '@tarelka/domain';

/** What the customer typed in the checkout form. */
export interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  comment: string;
  apartment: string;
  entrance: string;
  floor: string;
  intercom: string;
  placeComment: string;
  payType: PayType | '';
}

const optional = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The order call's body (spec §3 "Order") from the cart, the saved location, the promo state and
 * the form. Prices are not sent as truth: the server reprices every line.
 *
 * @example
 * const body = orderBody({ restoId: 1, deliveryType: 'TAKE_AWAY', place: null, positions, promoCode, personCount: 2, values, returnUrl });
 */
export function orderBody(input: {
  restoId: number;
  deliveryType: DeliveryType;
  place: DeliveryPlace | null;
  positions: readonly CartPosition[];
  promoCode: PromoCodeState;
  personCount: number;
  values: CheckoutValues;
  returnUrl: string;
}): OrderRequest {
  const { values, place } = input;
  const body: OrderRequest = {
    restoId: input.restoId,
    deliveryType: input.deliveryType,
    payType: values.payType as PayType,
    promoCode: input.promoCode.active ? input.promoCode.code : null,
    positions: input.positions
      .filter((line) => line.count > 0)
      .map((line) => ({
        id: line.id,
        count: line.count,
        name: line.name,
        price: line.price,
        sum: line.sum,
        modifiers: line.modifiers.map(({ id, count, price }) => ({ id, count, price })),
      })),
    person: {
      name: values.name.trim(),
      email: values.email.trim(),
      ...(optional(values.phone) ? { phone: values.phone.trim() } : {}),
    },
    personCount: input.personCount,
    returnUrl: input.returnUrl,
  };
  const comment = optional(values.comment);
  if (comment) body.comment = comment;
  if (input.deliveryType === 'DELIVERY' && place?.location) {
    body.deliveryPlace = {
      address: place.address,
      location: place.location,
      ...(optional(values.apartment) ? { apartment: optional(values.apartment) } : {}),
      ...(optional(values.entrance) ? { entrance: optional(values.entrance) } : {}),
      ...(optional(values.floor) ? { floor: optional(values.floor) } : {}),
      ...(optional(values.intercom) ? { intercom: optional(values.intercom) } : {}),
      ...(optional(values.placeComment) ? { comment: optional(values.placeComment) } : {}),
    };
  }
  return body;
}
