import type { OrderRequest } from '@tarelka/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../db/payments-schema';
import { buildCatalog, buildTenant, INSIDE } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PaymentGatewayError } from './gateway';
import { createYooKassaGateway } from './yookassa';
import { startYooKassaStandIn } from './yookassa-stand-in';

const SHOP = { shopId: '123456', secretKey: 'test_secret_key_from_env' };
const YOOKASSA_IP = '185.71.76.10';
const instant = () => Promise.resolve();

let standIn: Awaited<ReturnType<typeof startYooKassaStandIn>>;
beforeAll(async () => {
  standIn = await startYooKassaStandIn(SHOP);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.state.failNext = [];
});

const input = (key: string) => ({
  amount: 150050,
  currency: 'RUB',
  description: 'Заказ №1001',
  returnUrl: 'https://alpha.example/orders/1',
  idempotencyKey: key,
  metadata: { orderId: 'o-1', paymentId: key, whiteLabel: 'alpha' },
});

describe('YooKassa adapter', () => {
  const gateway = () => createYooKassaGateway({ ...SHOP, apiUrl: standIn.apiUrl, sleep: instant });

  it('creates a two-stage payment with Basic auth, an Idempotence-Key and a redirect confirmation', async () => {
    const payment = await gateway().createPayment(input('key-create'));
    expect(payment).toMatchObject({ status: 'PENDING', amount: 150050, currency: 'RUB', waitingForCapture: false });
    expect(payment.confirmationUrl).toBe(`${standIn.url}/checkout/${payment.id}`);
    const [request] = standIn.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v3/payments',
      idempotenceKey: 'key-create',
      authorization: `Basic ${Buffer.from('123456:test_secret_key_from_env').toString('base64')}`,
      body: {
        amount: { value: '1500.50', currency: 'RUB' },
        capture: false,
        confirmation: { type: 'redirect', return_url: 'https://alpha.example/orders/1' },
        description: 'Заказ №1001',
        metadata: { orderId: 'o-1', paymentId: 'key-create', whiteLabel: 'alpha' },
      },
    });
  });

  it('repeats a 202 or a 500 with the same Idempotence-Key and creates one payment', async () => {
    const before = standIn.payments.size;
    standIn.state.failNext = [202, 500];
    const payment = await gateway().createPayment(input('key-retry'));
    expect(standIn.requests.map((r) => r.idempotenceKey)).toEqual(['key-retry', 'key-retry', 'key-retry']);
    expect(standIn.payments.size).toBe(before + 1);
    expect(standIn.payments.get(payment.id)?.metadata.paymentId).toBe('key-retry');
  });

  it('gives up after three attempts, and never repeats a refusal', async () => {
    standIn.state.failNext = [500, 500, 500];
    await expect(gateway().createPayment(input('key-down'))).rejects.toMatchObject({
      status: 500,
      code: 'internal_server_error',
    });
    expect(standIn.requests).toHaveLength(3);
    standIn.requests.length = 0;
    const wrong = createYooKassaGateway({ ...SHOP, secretKey: 'wrong', apiUrl: standIn.apiUrl, sleep: instant });
    const refusal = await wrong.createPayment(input('key-auth')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaymentGatewayError);
    expect(refusal).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(standIn.requests).toHaveLength(1);
  });

  it('captures held money with its own Idempotence-Key', async () => {
    const yookassa = gateway();
    const created = await yookassa.createPayment(input('key-capture'));
    standIn.authorize(created.id);
    expect(await yookassa.getPayment(created.id)).toMatchObject({ status: 'PENDING', waitingForCapture: true });
    const captured = await yookassa.capture!(created.id, { amount: 150050, currency: 'RUB' }, 'capture-1');
    expect(captured).toMatchObject({ status: 'PAID', amount: 150050 });
    expect(standIn.requests.at(-1)).toMatchObject({
      path: `/v3/payments/${created.id}/capture`,
      idempotenceKey: 'capture-1',
      body: { amount: { value: '1500.50', currency: 'RUB' } },
    });
  });

  it('maps cancellations: a bank decline fails, the merchant’s cancel cancels', async () => {
    const yookassa = gateway();
    const declined = await yookassa.createPayment(input('key-decline'));
    standIn.decline(declined.id, '3d_secure_failed');
    expect(await yookassa.getPayment(declined.id)).toMatchObject({
      status: 'FAILED',
      failureReason: '3d_secure_failed',
    });
    const dropped = await yookassa.createPayment(input('key-cancel'));
    expect(await yookassa.cancel!(dropped.id, 'cancel-1')).toMatchObject({
      status: 'CANCELED',
      failureReason: 'canceled_by_merchant',
    });
  });
});

describe('YooKassa through the API', () => {
  let app: TestApp;
  let token: string;
  let seq = 0;

  beforeAll(async () => {
    const catalog = buildCatalog();
    catalog.restos[0]!.payEngine = 'yookassa';
    app = await createTestApp({
      tenants: [buildTenant('alpha', catalog)],
      payments: {
        secret: 'yookassa-api-test-secret-yookassa-api-test',
        yookassa: { ...SHOP, apiUrl: standIn.apiUrl, sleep: instant },
      },
    });
    token = await app.tokenFor('yk-payer');
  });
  afterAll(() => app.close());

  const auth = () => ({ authorization: `Bearer ${token}` });

  async function startPaying() {
    const body: OrderRequest = {
      restoId: 1,
      deliveryType: 'DELIVERY',
      payType: 'CARD_ONLINE',
      positions: [{ id: 101, count: 3, price: 1, modifiers: [{ id: 1001, count: 1 }] }],
      deliveryPlace: { address: 'Тверская улица, 12', location: INSIDE },
      person: { name: 'Анна', email: 'anna@example.test' },
      returnUrl: 'https://alpha.example/orders/%7BorderId%7D',
    };
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/v1/persons/yk-payer/orders',
      headers: { ...auth(), 'idempotency-key': `yk-${++seq}` },
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<{ id: string; total: number; payment: { url: string } }>();
    const handOff = await app.server.inject({ method: 'GET', url: order.payment.url });
    expect(handOff.statusCode, handOff.body).toBe(303);
    const paymentId = /\/checkout\/(.+)$/.exec(handOff.headers.location as string)![1]!;
    return { order, paymentId };
  }

  const webhook = (body: string, ip = YOOKASSA_IP) =>
    app.server.inject({
      method: 'POST',
      url: '/1/payments/webhooks/yookassa',
      headers: { 'content-type': 'application/json' },
      payload: body,
      remoteAddress: ip,
    });

  const status = async (orderId: string) =>
    (
      await app.server.inject({ method: 'GET', url: `/api/v1/persons/yk-payer/orders/${orderId}`, headers: auth() })
    ).json<{
      status: string;
      paymentStatus: { status: string; payable: boolean; failureReason: string | null };
    }>();

  it('sends the customer to YooKassa for the server’s total and returns them to the store', async () => {
    const { order, paymentId } = await startPaying();
    expect(order.total).toBe(170000); // 3 × 500 ₽ + 200 ₽ delivery, the client's price ignored
    const creation = standIn.requests.find((r) => r.path === '/v3/payments')!;
    expect(creation.body).toMatchObject({
      amount: { value: '1700.00', currency: 'RUB' },
      confirmation: { type: 'redirect', return_url: `https://alpha.example/orders/${order.id}` },
    });
    const [attempt] = await app.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt).toMatchObject({ gateway: 'yookassa', gatewayPaymentId: paymentId, amount: 170000 });
    expect(creation.idempotenceKey).toBe(attempt!.id);
  });

  it('refuses a webhook from outside YooKassa’s networks', async () => {
    const { order, paymentId } = await startPaying();
    standIn.authorize(paymentId);
    const refused = await webhook(
      standIn.notification(paymentId, 'payment.succeeded', { status: 'succeeded' }),
      '203.0.113.7',
    );
    expect(refused.statusCode).toBe(403);
    expect(standIn.requests.some((r) => r.path.endsWith('/capture'))).toBe(false);
    expect((await status(order.id)).status).toBe('AWAITING_PAYMENT');
  });

  it('trusts YooKassa’s API, not the webhook body: a forged "succeeded" for a pending payment changes nothing', async () => {
    const { order, paymentId } = await startPaying();
    const forged = await webhook(
      standIn.notification(paymentId, 'payment.succeeded', { status: 'succeeded', paid: true }),
    );
    expect(forged.statusCode).toBe(200);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v3/payments/${paymentId}` });
    expect((await status(order.id)).paymentStatus.status).toBe('PENDING');
  });

  it('captures held money after checking the amount, marks the order paid, and applies a repeated webhook once', async () => {
    const { order, paymentId } = await startPaying();
    standIn.authorize(paymentId);
    const body = standIn.notification(paymentId, 'payment.waiting_for_capture');
    const first = await webhook(body);
    expect(first.json()).toEqual({ result: 'applied' });
    const capture = standIn.requests.filter((r) => r.path === `/v3/payments/${paymentId}/capture`);
    expect(capture).toHaveLength(1);
    expect(capture[0]).toMatchObject({ body: { amount: { value: '1700.00', currency: 'RUB' } } });
    expect(capture[0]!.idempotenceKey).toMatch(/^capture-/);
    expect(await status(order.id)).toMatchObject({ status: 'PAID', paymentStatus: { status: 'PAID' } });

    const again = await webhook(body);
    expect(again.json()).toEqual({ result: 'duplicate' });
    expect(standIn.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(1);
    const [attempt] = await app.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    const events = await app.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, attempt!.id));
    expect(events).toHaveLength(1);
  });

  it('releases held money of another amount instead of capturing it', async () => {
    const { order, paymentId } = await startPaying();
    standIn.authorize(paymentId);
    standIn.payments.get(paymentId)!.amount = { value: '17.00', currency: 'RUB' };
    await webhook(standIn.notification(paymentId, 'payment.waiting_for_capture'));
    expect(standIn.requests.some((r) => r.path === `/v3/payments/${paymentId}/cancel`)).toBe(true);
    expect(standIn.requests.some((r) => r.path === `/v3/payments/${paymentId}/capture`)).toBe(false);
    const view = await status(order.id);
    expect(view.status).toBe('AWAITING_PAYMENT');
    expect(view.paymentStatus).toMatchObject({ status: 'CANCELED', payable: true });
  });

  it('leaves a declined order payable; a retry creates a new YooKassa payment with a new key', async () => {
    const { order, paymentId } = await startPaying();
    standIn.decline(paymentId);
    await webhook(standIn.notification(paymentId, 'payment.canceled'));
    expect((await status(order.id)).paymentStatus).toMatchObject({
      status: 'FAILED',
      payable: true,
      failureReason: 'insufficient_funds',
    });
    const retried = await app.server.inject({
      method: 'POST',
      url: `/api/v1/persons/yk-payer/orders/${order.id}/payments`,
      headers: auth(),
      payload: {},
    });
    expect(retried.statusCode, retried.body).toBe(201);
    const next = /\/checkout\/(.+)$/.exec(retried.json<{ url: string }>().url)![1]!;
    expect(next).not.toBe(paymentId);
    const keys = standIn.requests.filter((r) => r.path === '/v3/payments').map((r) => r.idempotenceKey);
    expect(new Set(keys).size).toBe(2);
    standIn.authorize(next);
    await webhook(standIn.notification(next, 'payment.waiting_for_capture'));
    expect((await status(order.id)).status).toBe('PAID');
  });

  it('finds the outcome by asking YooKassa when the webhook is lost', async () => {
    const { order, paymentId } = await startPaying();
    standIn.decline(paymentId, 'expired_on_confirmation');
    app.clock.now += 60_000;
    expect((await status(order.id)).paymentStatus).toMatchObject({ status: 'CANCELED', payable: true });
  });

  it('acknowledges refund notifications without applying them', async () => {
    const answer = await webhook(
      JSON.stringify({ type: 'notification', event: 'refund.succeeded', object: { id: 'refund-1' } }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ result: 'ignored' });
  });
});
