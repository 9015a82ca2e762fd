import { createSelector, createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import {
  addToCart,
  applyPreflightResponse,
  cartTotals,
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
  /** Delivery price of the last preflight (the DELIVERY_PRICE position), 0 when none. */
  deliveryPrice: number;
  /** The first error message of a failed preflight (spec §8 "Other preflight errors"). */
  errorMessage: string | null;
  errorCode: string | null;
  /** The HTTP status of a failed preflight (500 without a response), for the message the UI shows. */
  errorStatus?: number | null;
}

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
    /** The server priced the cart; lines take its sums, discounts and promo codes. */
    preflightSucceeded(state, action: PayloadAction<PreflightResponse>) {
      const applied = applyPreflightResponse(state.positions, action.payload);
      state.positions = lines(applied.positions);
      state.pricing = {
        status: 'fulfilled',
        deliveryPrice: applied.deliveryPrice,
        errorMessage: null,
        errorCode: null,
      };
    },
    preflightFailed(
      state,
      action: PayloadAction<{ code: string | null; message: string | null; status?: number | null }>,
    ) {
      state.pricing.status = 'rejected';
      state.pricing.errorCode = action.payload.code;
      state.pricing.errorMessage = action.payload.message;
      state.pricing.errorStatus = action.payload.status ?? null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(storageLoaded, (state, { payload: { values } }) => {
      if (values.cartPositions !== undefined) state.positions = lines(values.cartPositions ?? []);
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

/** The cart's totals (units, sum, discount, total), memoised on the lines. */
export const selectCartTotals = createSelector([selectCartPositions], (positions) => cartTotals(positions));
/** Total units in the cart; a preflight trigger when it changes (spec §4). */
export const selectCartCount = createSelector([selectCartTotals], (totals) => totals.count);
