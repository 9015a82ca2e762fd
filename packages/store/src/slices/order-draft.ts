import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PayType, PromoCodeState } from '@tarelka/domain';
import { applyPreflightResponse } from '@tarelka/domain';
import { isPromoCodeRefusal, preflightFailed, preflightSucceeded } from './cart';
import { locationCommitted } from './location';
import { storageLoaded } from './storage-loaded';

/** Contact details of the order (spec §3 "Order draft": email, name, phone). */
export interface OrderPerson {
  email: string;
  name: string;
  phone: string;
}

/** The order draft, saved locally (spec §3); delivery type and place live in `location`. */
export interface OrderDraftState {
  payType: PayType | null;
  comment: string;
  person: OrderPerson;
  personCount: number;
  promoCode: PromoCodeState;
  /** The error of the promo code the server refused (spec §8), by code. */
  promoCodeError: { code: string; message: string } | null;
  /**
   * The time the order is placed for (issue 27): a slot's ISO 8601 with the resto's offset; null
   * for as soon as possible.
   */
  scheduledFor: string | null;
}

const noPromoCode: PromoCodeState = { active: false, code: null, maxDiscountAmount: null, minOrderAmount: null };

const initialState: OrderDraftState = {
  payType: null,
  comment: '',
  person: { email: '', name: '', phone: '' },
  personCount: 1,
  promoCode: noPromoCode,
  promoCodeError: null,
  scheduledFor: null,
};

/** True when a chosen time is at or before `now` (epoch ms): too late to order for. */
const isPast = (scheduledFor: string | null, now: number) => scheduledFor !== null && !(Date.parse(scheduledFor) > now);

/** The order draft: pay type, comment, contact, person count and the promo code state. */
export const orderDraftSlice = createSlice({
  name: 'orderDraft',
  initialState,
  reducers: {
    payTypeChanged(state, action: PayloadAction<PayType>) {
      state.payType = action.payload;
    },
    commentChanged(state, action: PayloadAction<string>) {
      state.comment = action.payload;
    },
    orderPersonChanged(state, action: PayloadAction<Partial<OrderPerson>>) {
      Object.assign(state.person, action.payload);
    },
    personCountChanged(state, action: PayloadAction<number>) {
      if (Number.isInteger(action.payload) && action.payload >= 1) state.personCount = action.payload;
    },
    /** The customer entered a promo code; the next preflight applies or refuses it. */
    promoCodeSubmitted(state, action: PayloadAction<string>) {
      const code = action.payload.trim();
      state.promoCode = { ...noPromoCode, code: code === '' ? null : code };
      state.promoCodeError = null;
    },
    promoCodeRemoved(state) {
      state.promoCode = noPromoCode;
      state.promoCodeError = null;
    },
    /** The customer chose a time to order for (a slot's `at`), or as soon as possible (null). */
    scheduledForChanged(state, action: PayloadAction<string | null>) {
      const at = action.payload;
      if (at !== null && Number.isNaN(Date.parse(at))) throw new Error(`scheduledForChanged: not a date-time: ${at}`);
      state.scheduledFor = at;
    },
    /** Drops a chosen time that `now` (epoch ms, the server's clock) has reached: back to as soon as possible. */
    scheduledForExpired(state, action: PayloadAction<{ now: number }>) {
      if (isPast(state.scheduledFor, action.payload.now)) state.scheduledFor = null;
    },
    /** promo-code.invalid-delivery-type clears the promo code and its errors (spec §8). */
    promoCodeCleared(state) {
      state.promoCode = noPromoCode;
      state.promoCodeError = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(preflightSucceeded, (state, action) => {
        const applied = applyPreflightResponse([], action.payload).promoCode;
        // The server answers without a code when none applies: keep what was typed, inactive,
        // and a refused code's error (the cart is priced again without that code).
        state.promoCode = applied.active ? applied : { ...noPromoCode, code: state.promoCode.code };
        if (applied.active) state.promoCodeError = null;
      })
      .addCase(preflightFailed, (state, { payload: { code, message } }) => {
        if (code === 'promo-code.invalid-delivery-type') {
          state.promoCode = noPromoCode;
          state.promoCodeError = null;
        } else if (code && isPromoCodeRefusal(code)) {
          // Every promo-code.* refusal (spec §8's and the minimum order of the code) is the field's.
          state.promoCode = { ...noPromoCode, code: state.promoCode.code };
          state.promoCodeError = { code, message: message ?? '' };
        }
      })
      .addCase(locationCommitted, (state, action) => {
        state.payType = action.payload.payType;
      })
      .addCase(storageLoaded, (state, { payload: { values } }) => {
        if (values.orderDraft === undefined) return;
        const draft = values.orderDraft ?? {};
        state.payType = draft.payType ?? null;
        state.comment = draft.comment ?? '';
        state.person = { ...initialState.person, ...draft.person };
        state.personCount = draft.personCount ?? 1;
        state.promoCode = draft.promoCode ?? noPromoCode;
        state.scheduledFor = draft.scheduledFor ?? null;
      });
  },
  selectors: {
    selectOrderDraft: (state) => state,
    selectPayType: (state) => state.payType,
    selectPromoCode: (state) => state.promoCode,
    selectPromoCodeError: (state) => state.promoCodeError,
    selectPersonCount: (state) => state.personCount,
  },
});

export const {
  payTypeChanged,
  commentChanged,
  orderPersonChanged,
  personCountChanged,
  promoCodeSubmitted,
  promoCodeRemoved,
  promoCodeCleared,
  scheduledForChanged,
  scheduledForExpired,
} = orderDraftSlice.actions;

/**
 * The time the order is placed for, or null for as soon as possible — also when `now` (epoch ms,
 * the server's clock) has reached it: a past time is never offered or sent.
 *
 * @example
 * const scheduledFor = useAppSelector((state) => selectScheduledFor(state, serverNow)); // '2026-03-05T12:15:00+03:00'
 */
export const selectScheduledFor = (state: { orderDraft: OrderDraftState }, now: number): string | null => {
  const at = state.orderDraft.scheduledFor;
  return isPast(at, now) ? null : at;
};
export const { selectOrderDraft, selectPayType, selectPromoCode, selectPromoCodeError, selectPersonCount } =
  orderDraftSlice.selectors;
