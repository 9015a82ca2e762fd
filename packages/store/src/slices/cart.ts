import { createSelector, createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import {
  addToCart,
  applyPreflightResponse,
  atMenuPrices,
  clearCart,
  isCartEmpty,
  removeFromCart,
  setCartPositionCount,
  type CartLineRef,
  type CartPosition,
} from '@tarelka/domain';
import type { PreflightResponse } from '@tarelka/api-client';
import { storageLoaded } from './storage-loaded';

/** The domain returns readonly lines; Immer's draft types want mutable ones (same data). */
const lines = (positions: readonly CartPosition[]) => positions as unknown as Draft<CartPosition>[];

/** A position to add: a cart line without the server's sums, discounts and promo codes. */
export type CartItem = Parameters<typeof addToCart>[1];

/** The state of the last preflight (spec §4, §8). */
export interface CartPricing {
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  /** Delivery price of the last successful preflight (the DELIVERY_PRICE position), 0 when none. */
  deliveryPrice: number;
  /** The first error message of a failed preflight (spec §8 "Other preflight errors"). */
  errorMessage: string | null;
  errorCode: string | null;
  /** The HTTP status of a failed preflight (500 without a response), for the message the UI shows. */
  errorStatus?: number | null;
  /** The promo code the refused preflight carried, to name its effect next to a sum limit. */
  errorPromoCode?: string | null;
  /** The order sum the server checked against the zone's limits (after discounts), when it said. */
  errorOrderSum?: number | null;
  /**
   * What the last successful preflight priced (`pricingKey` of its request): the lines' sums,
   * discounts and the delivery price hold only while the cart still matches it. Null: nothing
   * is confirmed (no preflight yet, or the last one was refused).
   */
  pricedFor?: string | null;
  /** What the last refused preflight asked about (`pricingKey` of its request). */
  refusedFor?: string | null;
}

/** What a refused preflight reports (`preflightFailed`). */
export interface PreflightRefusal {
  code: string | null;
  message: string | null;
  status?: number | null;
  /** The promo code the refused request carried. */
  promoCode?: string | null;
  /** The order sum the server checked against the zone's limits, when it said. */
  orderSum?: number | null;
  /** `pricingKey` of the refused request. */
  key?: string | null;
}

/** Whether a preflight error is the promo code's own (spec §8): shown at the promo field. */
export const isPromoCodeRefusal = (code: string | null | undefined): boolean =>
  typeof code === 'string' && code.startsWith('promo-code.');

/** The cart (spec §3): its lines and the server's pricing of them. */
export interface CartState {
  positions: CartPosition[];
  pricing: CartPricing;
}

const initialState: CartState = {
  positions: [],
  pricing: { status: 'idle', deliveryPrice: 0, errorMessage: null, errorCode: null },
};

/** The cart: every change goes through `@tarelka/domain`'s cart algebra. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    positionAdded(state, action: PayloadAction<CartItem>) {
      state.positions = lines(addToCart(state.positions, action.payload));
    },
    positionCountChanged(state, action: PayloadAction<{ line: CartLineRef; count: number }>) {
      state.positions = lines(setCartPositionCount(state.positions, action.payload.line, action.payload.count));
    },
    positionRemoved(state, action: PayloadAction<CartLineRef>) {
      state.positions = lines(removeFromCart(state.positions, action.payload));
    },
    cartCleared(state) {
      state.positions = lines(clearCart());
      state.pricing = initialState.pricing;
    },
    preflightStarted(state) {
      state.pricing.status = 'pending';
    },
    /**
     * The server priced the cart; lines take its sums, discounts and promo codes. `pricedFor` is
     * the `pricingKey` of the request it answered: the answer is shown only while the cart still
     * matches it.
     */
    preflightSucceeded: {
      reducer(state, action: PayloadAction<PreflightResponse, string, { pricedFor: string | null }>) {
        const applied = applyPreflightResponse(atMenuPrices(state.positions), action.payload);
        state.positions = lines(applied.positions);
        state.pricing = {
          status: 'fulfilled',
          deliveryPrice: applied.deliveryPrice,
          errorMessage: null,
          errorCode: null,
          pricedFor: action.meta.pricedFor,
        };
      },
      prepare: (response: PreflightResponse, pricedFor: string | null = null) => ({
        payload: response,
        meta: { pricedFor },
      }),
    },
    /**
     * The server refused to price the cart. A refused promo code leaves the cart as the last
     * answer priced it (the code is dropped from the next request); any other refusal leaves
     * nothing confirmed, so the lines show menu prices.
     */
    preflightFailed(state, { payload }: PayloadAction<PreflightRefusal>) {
      const promo = isPromoCodeRefusal(payload.code);
      state.pricing = {
        ...state.pricing,
        status: 'rejected',
        errorCode: payload.code,
        errorMessage: payload.message,
        errorStatus: payload.status ?? null,
        errorPromoCode: payload.promoCode ?? null,
        errorOrderSum: payload.orderSum ?? null,
        refusedFor: payload.key ?? null,
        pricedFor: promo ? (state.pricing.pricedFor ?? null) : null,
        deliveryPrice: promo ? state.pricing.deliveryPrice : 0,
      };
      if (!promo) state.positions = lines(atMenuPrices(state.positions));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(storageLoaded, (state, { payload: { values } }) => {
      // Stored sums and discounts were priced for another session: nothing is confirmed yet.
      if (values.cartPositions !== undefined) state.positions = lines(atMenuPrices(values.cartPositions ?? []));
    });
  },
  selectors: {
    selectCartPositions: (state) => state.positions,
    selectCartPricing: (state) => state.pricing,
    selectDeliveryPrice: (state) => state.pricing.deliveryPrice,
    selectIsCartEmpty: (state) => isCartEmpty(state.positions),
  },
});

export const {
  positionAdded,
  positionCountChanged,
  positionRemoved,
  cartCleared,
  preflightStarted,
  preflightSucceeded,
  preflightFailed,
} = cartSlice.actions;
export const { selectCartPositions, selectCartPricing, selectDeliveryPrice, selectIsCartEmpty } = cartSlice.selectors;

/** Total units in the cart; a preflight trigger when it changes (spec §4). */
export const selectCartCount = createSelector([selectCartPositions], (positions) =>
  positions.reduce((count, line) => count + line.count, 0),
);
