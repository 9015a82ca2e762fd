import type { OrderRequest } from '@tarelka/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments, testGatewayPayments } from '../db/payments-schema';
import { orders } from '../db/schema';
import { INSIDE } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signTestWebhook, TEST_SIGNATURE_HEADER } from './test-gateway';

const SECRET = 'payments-test-secret-payments-test-secret';
const STORE = 'https://alpha.example/orders/%7BorderId%7D';

let app: TestApp;
let token: string;
let seq = 0;

beforeAll(async () => {
  app = await createTestApp({ payments: { secret: SECRET } });
  token = await app.tokenFor('payer');
});
afterAll(() => app.close());

const pizza40 = { id: 101, count: 1, modifiers: [{ id: 1002, count: 1 }] };

const orderBody = (extra: Partial<OrderRequest> = {}): OrderRequest => ({
  restoId: 1,
  deliveryType: 'DELIVERY',
  payType: 'CARD_ONLINE',
  positions: [pizza40, pizza40],
  deliveryPlace: { address: 'Тверская улица, 12', location: INSIDE },
  person: { name: 'Анна', email: 'anna@example.test' },
  returnUrl: STORE,
  ...extra,
});

const auth = () => ({ authorization: `Bearer ${token}` });

async function placeOrder(extra: Partial<OrderRequest> = {}) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/v1/persons/payer/orders',
    headers: { ...auth(), 'idempotency-key': `pay-${++seq}` },
    payload: orderBody(extra),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; total: number; status: string; payment: { url: string } | null }>();
}

/** Follows the order's hand-off like a browser: answers the gateway page's path. */
async function handOff(url: string) {
  const response = await app.server.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(303);
  return response.headers.location as string;
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const payWith = (page: string, card: string) =>
  app.server.inject({ method: 'POST', url: `${page}/pay`, ...form({ card, exp: '12/30', cvc: '123', lang: 'ru' }) });

const getOrder = async (orderId: string) => {
  const response = await app.server.inject({
    method: 'GET',
    url: `/api/v1/persons/payer/orders/${orderId}`,
    headers: auth(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    status: string;
    total: number;
    paymentStatus: {
      status: string;
      payable: boolean;
      attempts: number;
      amount: number;
      url: string | null;
      failureReason: string | null;
    };
  }>();
};

const retry = (orderId: string, body: object = {}) =>
  app.server.inject({
    method: 'POST',
    url: `/api/v1/persons/payer/orders/${orderId}/payments`,
    headers: auth(),
    payload: body,
  });

const attemptsOf = (orderId: string) => app.database.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('online payment with the test gateway', () => {
  it('charges the server’s order total, whatever the client sent, and pays with the success card', async () => {
    const order = await placeOrder({ positions: [{ ...pizza40, price: 1, sum: 1 }, pizza40] });
    expect(order.total).toBe(150000);
    expect(order.status).toBe('AWAITING_PAYMENT');
    const before = await getOrder(order.id);
    expect(before.paymentStatus).toMatchObject({
      status: 'PENDING',
      attempts: 0,
      payable: true,
      url: order.payment!.url,
    });

    const page = await handOff(order.payment!.url);
    expect(page).toMatch(/^\/1\/payments\/test\/tp_[0-9a-f]+$/);
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ amount: 150000, currency: 'RUB', status: 'PENDING' });
    const [atGateway] = await app.database.db
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.id, page.split('/').pop()!));
    expect(atGateway).toMatchObject({ amount: 150000, idempotencyKey: attempt!.id });

    const html = await app.server.inject({ method: 'GET', url: page });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<html lang="ru">');
    expect(html.body).toContain('1\u00a0500,00\u00a0₽');
    expect(html.headers['content-security-policy']).toContain("form-action 'self' https://alpha.example");

    const paid = await payWith(page, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`https://alpha.example/orders/${order.id}`);
    const after = await getOrder(order.id);
    expect(after.status).toBe('PAID');
    expect(after.paymentStatus).toMatchObject({ status: 'PAID', payable: false, amount: 150000, attempts: 1 });
    const events = await app.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, attempt!.id));
    expect(events).toMatchObject([{ source: 'webhook', type: 'payment.succeeded', status: 'PAID', applied: true }]);

    // Paid: the hand-off goes straight back to the store, and paying again is refused.
    expect(await handOff(order.payment!.url)).toBe(`https://alpha.example/orders/${order.id}`);
    const again = await retry(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('payment.already-paid');
  });

  it('leaves a declined order unpaid and payable again, and a retry pays it', async () => {
    const order = await placeOrder();
    const page = await handOff(order.payment!.url);
    const declined = await payWith(page, '4000 0000 0000 0002');
    expect(declined.headers.location).toBe(`https://alpha.example/orders/${order.id}`);
    const failed = await getOrder(order.id);
    expect(failed.status).toBe('AWAITING_PAYMENT');
    expect(failed.paymentStatus).toMatchObject({
      status: 'FAILED',
      payable: true,
      failureReason: 'card-declined',
      url: null,
    });

    const retried = await retry(order.id);
    expect(retried.statusCode, retried.body).toBe(201);
    const { url } = retried.json<{ url: string }>();
    expect(url).toMatch(/^\/1\/payments\/test\/tp_/);
    expect(url).not.toBe(page);
    expect((await getOrder(order.id)).paymentStatus).toMatchObject({
      status: 'PENDING',
      payable: false,
      attempts: 2,
      url,
    });
    // A second retry while one is pending continues that one.
    expect((await retry(order.id)).json().url).toBe(url);

    await payWith(url, '4242424242424242');
    const paid = await getOrder(order.id);
    expect(paid.status).toBe('PAID');
    expect(paid.paymentStatus).toMatchObject({ status: 'PAID', attempts: 2, failureReason: null });
    expect((await attemptsOf(order.id)).map((p) => p.status).sort()).toEqual(['FAILED', 'PAID']);
    expect((await attemptsOf(order.id)).every((p) => p.amount === order.total)).toBe(true);
  });

  it('asks for a code with the 3-D Secure card; a wrong code fails, the right one pays', async () => {
    const order = await placeOrder();
    const page = await handOff(order.payment!.url);
    const asked = await payWith(page, '4000 0000 0000 3220');
    expect(asked.headers.location).toBe(`${page}/3ds?lang=ru`);
    const codePage = await app.server.inject({ method: 'GET', url: `${page}/3ds?lang=en` });
    expect(codePage.body).toContain('<html lang="en">');
    expect(codePage.body).toContain('Test code: 1234');
    const wrong = await app.server.inject({ method: 'POST', url: `${page}/3ds`, ...form({ code: '0000' }) });
    expect(wrong.headers.location).toBe(`https://alpha.example/orders/${order.id}`);
    expect((await getOrder(order.id)).paymentStatus).toMatchObject({
      status: 'FAILED',
      failureReason: '3ds-failed',
      payable: true,
    });

    const next = (await retry(order.id)).json<{ url: string }>().url;
    await payWith(next, '4000000000003220');
    await app.server.inject({ method: 'POST', url: `${next}/3ds`, ...form({ code: '1234' }) });
    expect((await getOrder(order.id)).paymentStatus.status).toBe('PAID');
  });

  it('shows field errors for a bad card form and charges nothing', async () => {
    const order = await placeOrder();
    const page = await handOff(order.payment!.url);
    const bad = await app.server.inject({
      method: 'POST',
      url: `${page}/pay`,
      ...form({ card: '4242 4242 4242 4241', exp: '01/20', cvc: '1' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('role="alert"');
    expect(bad.body).toContain('id="card" name="card"');
    expect(bad.body).toMatch(/id="card"[^>]*aria-invalid="true"[^>]*aria-describedby="card-error"/);
    expect(bad.body).toContain('Проверьте номер карты');
    expect(bad.body).toContain('Укажите CVC: 3 цифры');
    expect((await getOrder(order.id)).paymentStatus).toMatchObject({ status: 'PENDING', attempts: 1 });
  });

  it('marks a payment the customer canceled as CANCELED, and the order stays payable', async () => {
    const order = await placeOrder();
    const page = await handOff(order.payment!.url);
    const canceled = await app.server.inject({ method: 'POST', url: `${page}/cancel`, ...form({ lang: 'ru' }) });
    expect(canceled.statusCode).toBe(303);
    expect((await getOrder(order.id)).paymentStatus).toMatchObject({ status: 'CANCELED', payable: true });
  });

  it('creates one pending attempt for concurrent hand-offs', async () => {
    const order = await placeOrder();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => app.server.inject({ method: 'GET', url: order.payment!.url })),
    );
    const pages = new Set(answers.filter((a) => a.statusCode === 303).map((a) => a.headers.location));
    expect(pages.size).toBe(1);
    expect(answers.every((a) => a.statusCode === 303 || a.statusCode === 409)).toBe(true);
    expect(await attemptsOf(order.id)).toHaveLength(1);
  });

  it('refuses a hand-off link whose return URL was changed', async () => {
    const order = await placeOrder();
    const tampered = order.payment!.url.replace(
      encodeURIComponent('https://alpha.example'),
      encodeURIComponent('https://evil.example'),
    );
    expect(tampered).not.toBe(order.payment!.url);
    expect((await app.server.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });

  it('refuses to pay a cash order online', async () => {
    const order = await placeOrder({ payType: 'CASH_UPON_RECEIPT' });
    expect(order.payment).toBeNull();
    expect((await getOrder(order.id)).paymentStatus).toBeNull();
    const refused = await retry(order.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].code).toBe('payment.not-online');
  });

  it('shows an order to its person only', async () => {
    const order = await placeOrder();
    const stranger = await app.tokenFor('stranger');
    const other = await app.server.inject({
      method: 'GET',
      url: `/api/v1/persons/stranger/orders/${order.id}`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await app.server.inject({ method: 'GET', url: `/api/v1/persons/payer/orders/${order.id}` })).statusCode,
    ).toBe(401);
  });
});

describe('test gateway webhooks', () => {
  /** A pending attempt of a fresh order, and the gateway's event that it succeeded. */
  async function pendingPayment() {
    const order = await placeOrder();
    const page = await handOff(order.payment!.url);
    const gatewayId = page.split('/').pop()!;
    const [attempt] = await attemptsOf(order.id);
    const event = {
      id: `evt_${gatewayId}`,
      type: 'payment.succeeded',
      object: {
        id: gatewayId,
        status: 'PAID',
        amount: order.total,
        currency: 'RUB',
        confirmationUrl: page,
        failureReason: null,
        waitingForCapture: false,
        metadata: { orderId: order.id, paymentId: attempt!.id, whiteLabel: 'alpha' },
      },
    };
    return { order, event, body: JSON.stringify(event) };
  }

  const deliver = (body: string, signature: string) =>
    app.server.inject({
      method: 'POST',
      url: '/1/payments/webhooks/test',
      headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
      payload: body,
    });

  it('refuses a forged webhook: no signature, another key, or a changed body', async () => {
    const { order, body } = await pendingPayment();
    expect((await deliver(body, '')).statusCode).toBe(401);
    const foreign = await deliver(body, signTestWebhook('another-secret-another-secret-another', body, app.clock.now));
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().errors[0].code).toBe('payment.webhook-invalid');
    const signature = signTestWebhook(SECRET, body, app.clock.now);
    const changed = body.replace('"amount":150000', '"amount":1');
    expect((await deliver(changed, signature)).statusCode).toBe(401);
    expect((await getOrder(order.id)).paymentStatus.status).toBe('PENDING');
  });

  it('refuses a replayed webhook signed outside the five-minute window', async () => {
    const { order, body } = await pendingPayment();
    const old = signTestWebhook(SECRET, body, app.clock.now - 6 * 60_000);
    expect((await deliver(body, old)).statusCode).toBe(401);
    const future = signTestWebhook(SECRET, body, app.clock.now + 6 * 60_000);
    expect((await deliver(body, future)).statusCode).toBe(401);
    expect((await getOrder(order.id)).paymentStatus.status).toBe('PENDING');
  });

  it('applies a webhook delivered twice once', async () => {
    const { order, body } = await pendingPayment();
    const signature = signTestWebhook(SECRET, body, app.clock.now);
    const first = await deliver(body, signature);
    expect(first.json()).toEqual({ result: 'applied' });
    const second = await deliver(body, signature);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ result: 'duplicate' });
    const [attempt] = await attemptsOf(order.id);
    const events = await app.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, attempt!.id));
    expect(events).toHaveLength(1);
    expect(attempt!.status).toBe('PAID');
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('PAID');
  });

  it('never moves a final payment: a late failure after success changes nothing', async () => {
    const { order, event, body } = await pendingPayment();
    await deliver(body, signTestWebhook(SECRET, body, app.clock.now));
    const late = JSON.stringify({
      ...event,
      id: `${event.id}-late`,
      type: 'payment.failed',
      object: { ...event.object, status: 'FAILED' },
    });
    const answer = await deliver(late, signTestWebhook(SECRET, late, app.clock.now));
    expect(answer.json()).toEqual({ result: 'unchanged' });
    expect((await getOrder(order.id)).paymentStatus.status).toBe('PAID');
  });

  it('does not call an order paid for another amount', async () => {
    const { order, event } = await pendingPayment();
    const short = JSON.stringify({ ...event, object: { ...event.object, amount: 100 } });
    expect((await deliver(short, signTestWebhook(SECRET, short, app.clock.now))).statusCode).toBe(200);
    const view = await getOrder(order.id);
    expect(view.status).toBe('AWAITING_PAYMENT');
    expect(view.paymentStatus.status).toBe('FAILED');
    expect(view.paymentStatus.failureReason).toMatch(/^amount-mismatch/);
  });

  it('answers 404 for a payment it never created', async () => {
    const { event } = await pendingPayment();
    const unknown = JSON.stringify({
      ...event,
      id: 'evt_unknown',
      object: { ...event.object, id: 'tp_unknown', metadata: {} },
    });
    expect((await deliver(unknown, signTestWebhook(SECRET, unknown, app.clock.now))).statusCode).toBe(404);
  });
});
