// The built-in test gateway (payEngine 'test', the demo tenants' default): it plays a real
// gateway inside the API. It keeps its side of each payment in `test_gateway_payments`, hosts the
// card page (see `test-page.ts`), and tells the API the outcome with a webhook signed by HMAC-SHA256
// over `<timestamp>.<body>`, like Stripe's: a forged body fails the signature, an old one the
// timestamp window, and a repeated event id applies once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { testGatewayPayments } from '../db/payments-schema';
import type {
  CreatePaymentInput,
  GatewayPayment,
  PaymentGateway,
  PaymentStatus,
  WebhookRequest,
  WebhookVerdict,
} from './gateway';

/** The header carrying `t=<unix seconds>,v1=<hex HMAC>`. */
export const TEST_SIGNATURE_HEADER = 'x-tarelka-signature';
/** A webhook signed longer ago than this (or this far in the future) is refused as a replay. */
export const TEST_WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;
/** The code the 3-D Secure-like step accepts. */
export const TEST_3DS_CODE = '1234';

/** The test cards of the hosted page. */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const;

/** What a card number does on the test page. */
export type TestCardOutcome = 'success' | 'decline' | '3ds' | 'invalid';

/** Luhn check of a digits-only card number. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The outcome of a card number on the test page: the three test cards do what they say; any
 * other number passing the Luhn check succeeds (as on Stripe's test mode); the rest is invalid.
 *
 * @example
 * testCardOutcome('4000 0000 0000 0002'); // 'decline'
 */
export function testCardOutcome(number: string): TestCardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return 'invalid';
  if (digits === TEST_CARDS.decline) return 'decline';
  if (digits === TEST_CARDS.threeDSecure) return '3ds';
  return 'success';
}

/** The signature header value of `body` signed at `now` (epoch ms). */
export function signTestWebhook(secret: string, body: string, now: number): string {
  const t = Math.floor(now / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

type Row = typeof testGatewayPayments.$inferSelect;

/** A test gateway payment's row status, as the hosted page shows it. */
export type TestPaymentState = 'pending' | 'waiting_for_3ds' | 'succeeded' | 'canceled';

function statusOf(row: Row): PaymentStatus {
  if (row.status === 'succeeded') return 'PAID';
  if (row.status === 'canceled') return row.failureReason === 'canceled-by-customer' ? 'CANCELED' : 'FAILED';
  return 'PENDING';
}

function toGatewayPayment(row: Row): GatewayPayment {
  return {
    id: row.id,
    status: statusOf(row),
    amount: row.amount,
    currency: row.currency,
    confirmationUrl: `/1/payments/test/${row.id}`,
    failureReason: row.failureReason,
    waitingForCapture: false,
    metadata: row.metadata,
  };
}

/** Options of {@link createTestGateway}. */
export interface TestGatewayOptions {
  db: Db;
  /** The HMAC key of its webhooks (PAYMENT_WEBHOOK_SECRET). */
  secret: string;
  clock: () => number;
  /**
   * Sends a signed webhook to the API and answers its HTTP status; the routes deliver it through
   * the API's own webhook route, so the signature check is the one the outside world meets.
   */
  deliver?: (body: string, headers: Record<string, string>) => Promise<number>;
}

/** The test gateway: the {@link PaymentGateway} plus what its hosted page does. */
export interface TestGateway extends PaymentGateway {
  /** The gateway's side of a payment, for its page; null when unknown. */
  find(
    id: string,
  ): Promise<(GatewayPayment & { state: TestPaymentState; description: string; returnUrl: string }) | null>;
  /** Pays with a card: 'invalid' changes nothing, '3ds' asks for the code, the rest settles. */
  pay(id: string, cardNumber: string): Promise<{ outcome: TestCardOutcome; payment: GatewayPayment } | null>;
  /** The 3-D Secure-like step: the right code pays, a wrong one fails the payment. */
  confirm3ds(id: string, code: string): Promise<GatewayPayment | null>;
  /** The customer gave up on the page. */
  cancelByCustomer(id: string): Promise<GatewayPayment | null>;
}

/**
 * Creates the built-in test gateway.
 *
 * @example
 * const gateway = createTestGateway({ db, secret, clock: Date.now, deliver });
 * const payment = await gateway.createPayment(input); // payment.confirmationUrl: '/1/payments/test/tp_…'
 */
export function createTestGateway(options: TestGatewayOptions): TestGateway {
  const { db, secret, clock } = options;

  const read = async (id: string) =>
    (await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id)))[0];

  /** Moves a payment still in progress to its outcome and tells the API; a settled one stays. */
  async function settle(id: string, status: 'succeeded' | 'canceled', reason: string | null, last4?: string) {
    const now = new Date(clock());
    const [row] = await db
      .update(testGatewayPayments)
      .set({ status, failureReason: reason, updatedAt: now, ...(last4 ? { cardLast4: last4 } : {}) })
      .where(and(eq(testGatewayPayments.id, id), inArray(testGatewayPayments.status, ['pending', 'waiting_for_3ds'])))
      .returning();
    // Settled meanwhile (a double submit): the first outcome stands and was already told.
    if (!row) {
      const current = await read(id);
      return current ? toGatewayPayment(current) : null;
    }
    const payment = toGatewayPayment(row);
    await notify(payment);
    return payment;
  }

  async function notify(payment: GatewayPayment) {
    if (!options.deliver) return;
    const type =
      payment.status === 'PAID'
        ? 'payment.succeeded'
        : payment.status === 'CANCELED'
          ? 'payment.canceled'
          : 'payment.failed';
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      type,
      created: Math.floor(clock() / 1000),
      object: payment,
    });
    // A lost webhook is not fatal: the API re-reads pending payments when asked for their status.
    await options
      .deliver(body, {
        'content-type': 'application/json',
        [TEST_SIGNATURE_HEADER]: signTestWebhook(secret, body, clock()),
      })
      .catch(() => 0);
  }

  const inProgress = (row: Row | undefined): row is Row =>
    !!row && (row.status === 'pending' || row.status === 'waiting_for_3ds');

  return {
    name: 'test',

    async createPayment(input: CreatePaymentInput) {
      const now = new Date(clock());
      const id = `tp_${randomBytes(12).toString('hex')}`;
      await db
        .insert(testGatewayPayments)
        .values({
          id,
          idempotencyKey: input.idempotencyKey,
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          returnUrl: input.returnUrl,
          metadata: { ...input.metadata },
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: testGatewayPayments.idempotencyKey });
      const [row] = await db
        .select()
        .from(testGatewayPayments)
        .where(eq(testGatewayPayments.idempotencyKey, input.idempotencyKey));
      return toGatewayPayment(row!);
    },

    async getPayment(id) {
      const row = await read(id);
      if (!row) throw new Error(`Unknown test payment ${id}`);
      return toGatewayPayment(row);
    },

    async verifyWebhook(request: WebhookRequest, now: number): Promise<WebhookVerdict> {
      const header = request.headers[TEST_SIGNATURE_HEADER];
      const parts = Object.fromEntries(
        (typeof header === 'string' ? header : '')
          .split(',')
          .map((part) => part.trim().split('=', 2) as [string, string]),
      );
      const t = Number(parts.t);
      const given = parts.v1 ?? '';
      if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given))
        return { ok: false, status: 401, reason: 'missing or malformed signature' };
      const expected = createHmac('sha256', secret).update(`${t}.${request.rawBody}`).digest();
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
        return { ok: false, status: 401, reason: 'bad signature' };
      if (Math.abs(now - t * 1000) > TEST_WEBHOOK_TOLERANCE_MS)
        return { ok: false, status: 401, reason: 'signed outside the tolerance window (replay?)' };
      let event: { id?: unknown; type?: unknown; object?: GatewayPayment };
      try {
        event = JSON.parse(request.rawBody) as typeof event;
      } catch {
        return { ok: false, status: 400, reason: 'body is not JSON' };
      }
      if (
        typeof event.id !== 'string' ||
        typeof event.type !== 'string' ||
        !event.object ||
        typeof event.object.id !== 'string'
      ) {
        return { ok: false, status: 400, reason: 'not a payment event' };
      }
      return { ok: true, eventKey: event.id, type: event.type, payment: event.object, payload: event };
    },

    async find(id) {
      const row = await read(id);
      if (!row) return null;
      return {
        ...toGatewayPayment(row),
        state: row.status as TestPaymentState,
        description: row.description,
        returnUrl: row.returnUrl,
      };
    },

    async pay(id, cardNumber) {
      const row = await read(id);
      if (!row) return null;
      const outcome = testCardOutcome(cardNumber);
      if (!inProgress(row) || outcome === 'invalid') return { outcome, payment: toGatewayPayment(row) };
      const last4 = cardNumber.replace(/\D/g, '').slice(-4);
      if (outcome === '3ds') {
        const [updated] = await db
          .update(testGatewayPayments)
          .set({ status: 'waiting_for_3ds', cardLast4: last4, updatedAt: new Date(clock()) })
          .where(eq(testGatewayPayments.id, id))
          .returning();
        return { outcome, payment: toGatewayPayment(updated!) };
      }
      const payment =
        outcome === 'success'
          ? await settle(id, 'succeeded', null, last4)
          : await settle(id, 'canceled', 'card-declined', last4);
      return { outcome, payment: payment! };
    },

    async confirm3ds(id, code) {
      const row = await read(id);
      if (!row) return null;
      if (row.status !== 'waiting_for_3ds') return toGatewayPayment(row);
      return code.trim() === TEST_3DS_CODE ? settle(id, 'succeeded', null) : settle(id, 'canceled', '3ds-failed');
    },

    async cancelByCustomer(id) {
      const row = await read(id);
      if (!row) return null;
      if (!inProgress(row)) return toGatewayPayment(row);
      return settle(id, 'canceled', 'canceled-by-customer');
    },
  };
}
