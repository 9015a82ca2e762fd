import { getOrderSlots, type OrderSlotsResponse } from '@tarelka/api-client';
import type { DeliveryType } from '@tarelka/domain';
import { baseApi, call } from './base-api';

/** What {@link orderSlotsApi}'s `getOrderSlots` asks for: the resto, the cart and the day. */
export interface OrderSlotsArg {
  restoId: number;
  deliveryType: DeliveryType;
  /** 'YYYY-MM-DD' in the resto's timezone; absent: today. */
  date?: string;
  /** The cart's position ids (their time slots and extended cooking count). */
  positionIds: readonly number[];
  /** The delivery address's point (its zone's delivery time counts). */
  location?: { lat: number; lng: number } | null;
}

/**
 * The times an order can be placed for (issue 27, `GET /1/p/restos/{restoId}/order-slots`): one
 * day's slots, the bookable days and the next slot. A tenant without orders for a later time
 * answers 422 `order.scheduled-orders-disabled`.
 */
export const orderSlotsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderSlots: build.query<OrderSlotsResponse, OrderSlotsArg>({
      query: ({ restoId, deliveryType, date, positionIds, location }) =>
        call(getOrderSlots, restoId, {
          deliveryType,
          ...(date ? { date } : {}),
          positionIds: [...new Set(positionIds)].sort((a, b) => a - b).join(','),
          ...(location ? { lat: location.lat, lng: location.lng } : {}),
        }),
      // Slots move with the clock: a minute later the first one may be gone.
      keepUnusedDataFor: 60,
    }),
  }),
});
