// The order draft's time to order for (issue 27): chosen, kept in app_order_draft (spec §3),
// dropped once the clock reaches it, sent with the preflight and the order, and a closed resto
// no longer stops an order for a later time.
import type { Resto } from '@tarelka/api-client';
import { describe, expect, it } from 'vitest';
import { restosApi } from './api/restos';
import { selectCartBlock, selectCheckoutBlock } from './checkout-selectors';
import { STORAGE_KEYS } from './persistence/keys';
import { createMemoryStorage } from './persistence/persistence';
import { buildPreflightRequest, pricingKey } from './pricing';
import { positionAdded, preflightFailed } from './slices/cart';
import { locationCommitted } from './slices/location';
import { scheduledForChanged, scheduledForExpired, selectScheduledFor } from './slices/order-draft';
import { cartItem, createTestStore } from './testing/factories';
import { orderRequest } from './thunks/place-order';

const SLOT = '2026-03-05T12:15:00+03:00';
/** Wednesday 4 March 2026 23:00 in Moscow: the resto (10:00–22:00) is closed. */
const NIGHT = Date.parse('2026-03-04T23:00:00+03:00');
const AT_SLOT = Date.parse(SLOT);
const VERSION = { [STORAGE_KEYS.version]: '"1.0.0"', [STORAGE_KEYS.whiteLabel]: '"demo"' };

const resto = {
  id: 1,
  openingHours: ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => ({
    dayOfWeek,
    active: true,
    open: '10:00',
    close: '22:00',
  })),
  payConfig: { delivery: null, takeAway: { cardOnline: null, cardUponReceipt: false, cashUponReceipt: true } },
  timezone: '+03:00',
  menus: [],
} as unknown as Resto;

async function takeAwayStore(storage = createMemoryStorage()) {
  const store = createTestStore({ storage });
  await store.dispatch(restosApi.util.upsertQueryData('getResto', 1, resto));
  store.dispatch(
    locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
  );
  store.dispatch(positionAdded(cartItem()));
  return store;
}

describe('the time to order for in the order draft', () => {
  it('is as soon as possible (null) until a slot is chosen, and back to it on null', async () => {
    const store = await takeAwayStore();
    expect(selectScheduledFor(store.getState(), NIGHT)).toBeNull();
    store.dispatch(scheduledForChanged(SLOT));
    expect(selectScheduledFor(store.getState(), NIGHT)).toBe(SLOT);
    store.dispatch(scheduledForChanged(null));
    expect(selectScheduledFor(store.getState(), NIGHT)).toBeNull();
  });

  it('refuses what is not a time, naming it', async () => {
    const store = await takeAwayStore();
    expect(() => store.dispatch(scheduledForChanged('tomorrow'))).toThrow(
      'scheduledForChanged: not a date-time: tomorrow',
    );
  });

  it('is not read once now reaches it, and is dropped from the draft by scheduledForExpired(now)', async () => {
    const store = await takeAwayStore();
    store.dispatch(scheduledForChanged(SLOT));
    expect(selectScheduledFor(store.getState(), AT_SLOT - 1)).toBe(SLOT);
    expect(selectScheduledFor(store.getState(), AT_SLOT)).toBeNull();
    store.dispatch(scheduledForExpired({ now: AT_SLOT - 1 }));
    expect(store.getState().orderDraft.scheduledFor).toBe(SLOT);
    store.dispatch(scheduledForExpired({ now: AT_SLOT + 60_000 }));
    expect(store.getState().orderDraft.scheduledFor).toBeNull();
  });

  it('is kept in app_order_draft and restored after a reload; a bad stored value is dropped', async () => {
    const storage = createMemoryStorage(VERSION);
    const store = await takeAwayStore(storage);
    store.dispatch(scheduledForChanged(SLOT));
    store.flushPersistence();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.orderDraft)!)).toMatchObject({ scheduledFor: SLOT });
    const reloaded = createTestStore({ storage });
    expect(reloaded.getState().orderDraft.scheduledFor).toBe(SLOT);

    const draft = JSON.parse(storage.getItem(STORAGE_KEYS.orderDraft)!);
    const bad = createMemoryStorage({
      ...VERSION,
      [STORAGE_KEYS.orderDraft]: JSON.stringify({ ...draft, scheduledFor: 'soon' }),
    });
    const dropped = createTestStore({ storage: bad });
    expect(dropped.getState().orderDraft.scheduledFor).toBeNull();
    expect(dropped.getState().location.deliveryType).toBe('TAKE_AWAY');
  });

  it('goes with the preflight and makes it another request, and with the order', async () => {
    const store = await takeAwayStore();
    const asap = pricingKey(store.getState());
    store.dispatch(scheduledForChanged(SLOT));
    expect(buildPreflightRequest(store.getState(), store.getState().location)?.scheduledFor).toBe(SLOT);
    expect(pricingKey(store.getState())).not.toBe(asap);
    const values = {
      name: 'Анна',
      email: 'anna@example.ru',
      phone: '',
      comment: '',
      payType: 'CASH_UPON_RECEIPT' as const,
    };
    const body = (scheduledFor: string | null) =>
      orderRequest({
        restoId: 1,
        deliveryType: 'TAKE_AWAY',
        place: null,
        positions: store.getState().cart.positions,
        promoCode: { active: false, code: null, maxDiscountAmount: null, minOrderAmount: null },
        personCount: 1,
        values: { ...values, apartment: '', entrance: '', floor: '', intercom: '', placeComment: '' },
        returnUrl: 'https://demo.test/orders/return',
        scheduledFor,
      });
    expect(body(SLOT).scheduledFor).toBe(SLOT);
    expect(body(null)).not.toHaveProperty('scheduledFor');
  });

  it('lets a closed resto take the order: the cart and checkout are not blocked as closed', async () => {
    const store = await takeAwayStore();
    expect(selectCheckoutBlock(store.getState(), NIGHT).closed).toBe(true);
    expect(selectCartBlock(store.getState(), NIGHT)).toEqual({ kind: 'CLOSED' });
    store.dispatch(scheduledForChanged(SLOT));
    expect(selectCheckoutBlock(store.getState(), NIGHT).closed).toBe(false);
    expect(selectCartBlock(store.getState(), NIGHT)).not.toEqual({ kind: 'CLOSED' });
    // Once the clock passes the chosen time, the closed resto stops the order again.
    expect(selectCheckoutBlock(store.getState(), AT_SLOT + 1).closed).toBe(false); // open at 12:15
    expect(selectCheckoutBlock(store.getState(), Date.parse('2026-03-05T23:00:00+03:00')).closed).toBe(true);
  });

  it("reads the closed resto's refusal of a preflight without a time as closed, not as a failed pricing", async () => {
    const store = await takeAwayStore();
    const key = pricingKey(store.getState());
    store.dispatch(preflightFailed({ code: 'resto.closed', message: 'Ресторан закрыт', status: 422, key }));
    expect(selectCheckoutBlock(store.getState(), NIGHT)).toEqual({ closed: true, block: { kind: 'CLOSED' } });
  });
});
