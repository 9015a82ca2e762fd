import type { PreflightRequest } from '@tarelka/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, buildTenant, INSIDE, OUTSIDE } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  const catalog = buildCatalog();
  // A second resto-1 menu group with a promotion of its own, for the promotion rules.
  catalog.promotions.push(
    {
      id: 10,
      restoId: 2,
      title: { ru: 'Паста −20%' },
      description: { ru: '' },
      priority: 3,
      rule: { type: 'PERCENT_OFF_GROUP', groupId: 31, percent: 20 },
    },
    {
      id: 11,
      restoId: 2,
      title: { ru: 'Каждая третья паста −50%' },
      description: { ru: '' },
      priority: 2,
      rule: { type: 'NTH_ITEM', positionId: 301, n: 3, percent: 50 },
    },
    {
      id: 12,
      restoId: 2,
      title: { ru: 'Самовывоз −10%' },
      description: { ru: '' },
      priority: 1,
      rule: { type: 'PICKUP_PERCENT', percent: 10 },
    },
    {
      id: 13,
      restoId: 2,
      title: { ru: '500 ₽ от 3 000 ₽' },
      description: { ru: '' },
      priority: 0,
      rule: { type: 'FIXED_OFF_ORDER', amount: 50000, minOrderAmount: 300000 },
    },
  );
  app = await createTestApp({ tenants: [buildTenant('alpha', catalog)] });
});
afterAll(() => app.close());

const delivery = (
  positions: PreflightRequest['positions'],
  extra: Partial<PreflightRequest> = {},
): PreflightRequest => ({
  restoId: 1,
  deliveryType: 'DELIVERY',
  location: INSIDE,
  address: 'Тверская улица, 12',
  positions,
  ...extra,
});

const preflight = (body: PreflightRequest) =>
  app.server.inject({
    method: 'POST',
    url: '/1/persons/orders/preflight',
    headers: { 'x-white-label': 'alpha' },
    payload: body,
  });

const errorCode = async (body: PreflightRequest) => {
  const response = await preflight(body);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  return response.json().errors[0].code as string;
};

const pizza40 = { id: 101, count: 1, modifiers: [{ id: 1002, count: 1 }] };

describe('preflight', () => {
  it('reprices from the catalog and ignores the prices and sums the client sends', async () => {
    const response = await preflight(
      delivery([
        { id: 101, count: 2, price: 1, sum: 2, name: 'cheap', modifiers: [{ id: 1002, count: 1, price: 0 }] },
        { id: 103, count: 3, price: 0, sum: 0 },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.positions[0]).toMatchObject({
      id: 101,
      count: 2,
      price: 65000,
      sum: 130000,
      payableAmount: 130000,
      specials: [],
    });
    expect(body.positions[0].modifiers).toEqual([{ id: 1002, name: '40 см', count: 1, price: 15000 }]);
    expect(body.positions[1]).toMatchObject({ id: 103, price: 10000, sum: 30000 });
    expect(body).toMatchObject({
      subtotal: 160000,
      discountTotal: 0,
      deliveryPrice: 20000,
      total: 180000,
      zoneId: 1,
      deliveryTime: 60,
    });
  });

  it('adds the delivery price as the position flagged DELIVERY_PRICE', async () => {
    const body = (await preflight(delivery([pizza40, { id: 102, count: 2 }]))).json();
    const fee = body.positions.find((p: { specials: string[] }) => p.specials.includes('DELIVERY_PRICE'));
    expect(fee).toMatchObject({ id: 0, payableAmount: 20000 });
  });

  describe('threshold boundaries', () => {
    // Cola is 100 ₽: N colas make an order of exactly N × 100 ₽.
    const colas = (count: number) => delivery([{ id: 103, count }]);

    it('refuses a total below the minimum with the range code and the sum it checked', async () => {
      const response = await preflight(colas(9));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'delivery.order-sum-not-enough.range',
        message: expect.stringMatching(/^Минимальная сумма заказа 1\s000\s₽$/),
        orderSum: 90000,
      });
    });

    it('prices a total of exactly the minimum with that threshold', async () => {
      expect((await preflight(colas(10))).json()).toMatchObject({ deliveryPrice: 20000, total: 120000 });
    });

    it('moves to the next threshold at exactly its minimum (the max is exclusive)', async () => {
      expect((await preflight(colas(19))).json().deliveryPrice).toBe(20000);
      expect((await preflight(colas(20))).json()).toMatchObject({ deliveryPrice: 0, total: 200000, deliveryTime: 45 });
    });

    it('refuses a total at the maximum', async () => {
      expect((await preflight(colas(49))).statusCode).toBe(200);
      const response = await preflight(colas(50));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].code).toBe('delivery.order-sum-too-much.range');
      expect(response.json().errors[0].message).toMatch(/^Максимальная сумма заказа/);
    });
  });

  it('refuses a point outside every zone, and delivery without a location', async () => {
    expect(await errorCode(delivery([pizza40, pizza40], { location: OUTSIDE }))).toBe('delivery.zone-not-found');
    expect(await errorCode(delivery([pizza40, pizza40], { location: null }))).toBe('delivery.location-required');
  });

  it('refuses positions the resto does not sell for the delivery type', async () => {
    expect(await errorCode(delivery([{ id: 301, count: 1 }]))).toBe('person-order.position-not-found-in-resto');
    expect(await errorCode(delivery([{ id: 201, count: 1 }]))).toBe('person-order.position-not-found-in-resto');
    expect(await errorCode(delivery([{ id: 9999, count: 1 }]))).toBe('person-order.position-not-found-in-resto');
    const pickup = await preflight({ restoId: 1, deliveryType: 'TAKE_AWAY', positions: [{ id: 201, count: 1 }] });
    expect(pickup.json().total).toBe(15000);
  });

  it('refuses modifiers that break the group rules', async () => {
    expect(await errorCode(delivery([{ id: 101, count: 3 }]))).toBe('person-order.modifiers-invalid');
    const twoSizes = [
      { id: 1001, count: 1 },
      { id: 1002, count: 1 },
    ];
    expect(await errorCode(delivery([{ id: 101, count: 3, modifiers: twoSizes }]))).toBe(
      'person-order.modifiers-invalid',
    );
    const tooMuchCheese = [
      { id: 1001, count: 1 },
      { id: 1003, count: 3 },
    ];
    expect(await errorCode(delivery([{ id: 101, count: 3, modifiers: tooMuchCheese }]))).toBe(
      'person-order.modifiers-invalid',
    );
    const foreign = [
      { id: 1001, count: 1 },
      { id: 777, count: 1 },
    ];
    expect(await errorCode(delivery([{ id: 101, count: 3, modifiers: foreign }]))).toBe(
      'person-order.modifiers-invalid',
    );
  });

  it('answers the resto unsupported-feature codes', async () => {
    expect(
      await errorCode({ restoId: 2, deliveryType: 'DELIVERY', location: INSIDE, positions: [{ id: 301, count: 1 }] }),
    ).toBe('resto.doesnt-support-delivery');
    const takeAway = (payType: PreflightRequest['payType']) => ({
      restoId: 1,
      deliveryType: 'TAKE_AWAY' as const,
      payType,
      positions: [pizza40],
    });
    expect(await errorCode(takeAway('CARD_ONLINE'))).toBe('resto.doesnt-support-takeaway-online');
    expect(await errorCode(takeAway('CASH_UPON_RECEIPT'))).toBe('resto.doesnt-support-takeaway-cash-pay');
    expect((await preflight(takeAway('CARD_UPON_RECEIPT'))).statusCode).toBe(200);
    const resto2 = (payType: PreflightRequest['payType']) => ({
      restoId: 2,
      deliveryType: 'TAKE_AWAY' as const,
      payType,
      positions: [{ id: 301, count: 1 }],
    });
    expect(await errorCode(resto2('CARD_UPON_RECEIPT'))).toBe('resto.doesnt-support-takeaway-card-pay');
  });

  describe('promo codes', () => {
    const withCode = (promoCode: string, extra: Partial<PreflightRequest> = {}) =>
      delivery([pizza40, pizza40, { id: 103, count: 1 }], { promoCode, ...extra });

    it('applies a percent code capped by its max discount, spread over the lines', async () => {
      const body = (await preflight(withCode('save10'))).json();
      // 10 % of 1 400 ₽ is 140 ₽, capped at 50 ₽.
      expect(body).toMatchObject({ promoCode: 'SAVE10', promoCodeMaxDiscountAmount: 5000, promoCodeMinOrderAmount: 0 });
      expect(body.discountTotal).toBe(5000);
      const shares = body.positions
        .filter((p: { id: number }) => p.id !== 0)
        .map((p: { promoCodes: Array<{ calculated: number }> }) => p.promoCodes[0]!.calculated);
      expect(shares.reduce((a: number, b: number) => a + b, 0)).toBe(5000);
      expect(body.total).toBe(140000 - 5000 + 20000);
    });

    it('honours the min order amount of a code', async () => {
      const response = await preflight(
        delivery([pizza40, { id: 102, count: 1 }, { id: 103, count: 1 }], { promoCode: 'FIXED300' }),
      );
      expect(response.json().errors[0]).toMatchObject({
        code: 'promo-code.order-sum-not-enough',
        message: expect.stringMatching(/1\s500/),
      });
      const enough = await preflight(delivery([pizza40, pizza40, pizza40], { promoCode: 'FIXED300' }));
      expect(enough.json()).toMatchObject({ subtotal: 195000, discountTotal: 30000, promoCodeMinOrderAmount: 150000 });
    });

    it.each([
      ['NOPE', 'promo-code.not-found', 'Промокод не найден'],
      ['OFF', 'promo-code.not-active', undefined],
      ['RESTO2ONLY', 'promo-code.not-found-for-resto', undefined],
      ['FUTURE', 'promo-code.before-start', undefined],
      ['EXPIRED', 'promo-code.after-finish', undefined],
      ['PICKUPONLY', 'promo-code.invalid-delivery-type', undefined],
      ['NIGHT', 'promo-code.hour-not-active', undefined],
      ['USEDUP', 'promo-code.limit-exceed', undefined],
    ])('refuses %s with %s', async (code, expected, message) => {
      const response = await preflight(withCode(code));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ code: expected, field: '/promoCode' });
      if (message) expect(response.json().errors[0].message).toBe(message);
    });

    it('accepts a pickup-only code for take-away and an hour-limited code inside its hours', async () => {
      const pickup = await preflight({
        restoId: 1,
        deliveryType: 'TAKE_AWAY',
        positions: [pizza40],
        promoCode: 'PICKUPONLY',
      });
      expect(pickup.json().promoCode).toBe('PICKUPONLY');
      app.clock.now = Date.parse('2026-03-04T00:30:00Z'); // 03:30 in Moscow
      try {
        expect((await preflight(withCode('NIGHT'))).json().promoCode).toBe('NIGHT');
      } finally {
        app.clock.now = Date.parse('2026-03-04T09:00:00Z');
      }
    });

    it('answers in English when asked', async () => {
      const response = await app.server.inject({
        method: 'POST',
        url: '/1/persons/orders/preflight?lang=en',
        headers: { 'x-white-label': 'alpha' },
        payload: withCode('NOPE'),
      });
      expect(response.json().errors[0].message).toBe('Promo code not found');
    });
  });

  describe('promotions', () => {
    const pasta = (count: number, deliveryType: 'TAKE_AWAY' = 'TAKE_AWAY') => ({
      restoId: 2,
      deliveryType,
      positions: [{ id: 301, count }],
    });

    it('applies percent off a group, every N-th item, and the pickup discount as discounts', async () => {
      const body = (await preflight(pasta(3))).json();
      const line = body.positions[0];
      // 3 × 400 ₽ = 1 200 ₽; −20 % group = 240 ₽; 3rd item −50 % = 200 ₽; pickup −10 % of the 760 ₽ left = 76 ₽.
      expect(line.discounts).toEqual([
        { id: 10, name: 'Паста −20%', calculated: 24000 },
        { id: 11, name: 'Каждая третья паста −50%', calculated: 20000 },
        { id: 12, name: 'Самовывоз −10%', calculated: 7600 },
      ]);
      expect(line.payableAmount).toBe(120000 - 24000 - 20000 - 7600);
      expect(body.discountTotal).toBe(51600);
    });

    it('takes a fixed amount off an order above its minimum', async () => {
      const body = (await preflight(pasta(8))).json();
      // 3 200 ₽ ≥ 3 000 ₽: the 500 ₽ promotion applies after the others.
      expect(body.positions[0].discounts.map((d: { id: number }) => d.id)).toEqual([10, 11, 12, 13]);
      expect(body.positions[0].discounts[3].calculated).toBe(50000);
    });
  });

  it('refuses a malformed cart with the errors shape', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/1/persons/orders/preflight',
      headers: { 'x-white-label': 'alpha' },
      payload: { restoId: 'one', deliveryType: 'BY_AIR', positions: 'none' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'request.invalid', message: expect.any(String) });
  });
});
