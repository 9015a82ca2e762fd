// Payments of orders, whatever the gateway: starting an attempt (the amount is always the stored
// order total), applying what a gateway reports (webhook or status check) exactly once, capturing
// held money after checking it, and the payment status the storefront shows.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../db/database';
import { paymentEvents, payments } from '../db/payments-schema';
import { orders, orderStatusChanges } from '../db/schema';
import type { GatewayPayment, PaymentGateway, PaymentStatus, WebhookRequest } from './gateway';

/** A stored order, as the payment code reads it. */
export type OrderRow = typeof orders.$inferSelect;
/** A stored payment attempt. */
export type PaymentRow = typeof payments.$inferSelect;

/** The gateways of the API by `payEngine` name. */
export type GatewayRegistry = ReadonlyMap<string, PaymentGateway>;

/** What every payment function needs. */
export interface PaymentsContext {
  db: Db;
  gateways: GatewayRegistry;
  clock: () => number;
  /** Called once an order becomes PAID (after the commit): its live-status streams are told. */
  onOrderPaid?: (orderId: string) => Promise<void>;
}

/** Expected refusals, as values (the routes turn them into HTTP answers). */
export type PaymentRefusal =
  | { ok: false; reason: 'not-online' }
  | { ok: false; reason: 'already-paid' }
  | { ok: false; reason: 'not-payable' }
  | { ok: false; reason: 'in-progress' }
  | { ok: false; reason: 'gateway-unavailable'; gateway: string }
  | { ok: false; reason: 'gateway-error'; message: string };

/** A payment attempt in progress whose creation never finished is abandoned after this long. */
const STALE_CREATION_MS = 60_000;
/** A pending payment's status is re-read from its gateway at most this often. */
export const STATUS_CHECK_INTERVAL_MS = 10_000;

/** The payment hand-off link of an order: signed, so its return URL cannot be swapped (no open redirect). */
export function handOffPath(secret: string, orderId: string, returnUrl?: string | null): string {
  const query = new URLSearchParams();
  if (returnUrl) query.set('returnUrl', returnUrl);
  query.set('sig', handOffSignature(secret, orderId, returnUrl ?? ''));
  return `/1/payments/orders/${orderId}/pay?${query.toString()}`;
}

function handOffSignature(secret: string, orderId: string, returnUrl: string): string {
  return createHmac('sha256', secret).update(`hand-off\n${orderId}\n${returnUrl}`).digest('base64url');
}

/** True when `sig` is the hand-off signature of the order and return URL. */
export function verifyHandOff(secret: string, orderId: string, returnUrl: string, sig: string): boolean {
  const expected = Buffer.from(handOffSignature(secret, orderId, returnUrl));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Reads an order of a tenant (and of a person, when given). */
export async function findOrder(
  db: Db,
  where: { id: string; whiteLabel?: string; personId?: string },
): Promise<OrderRow | undefined> {
  const conditions = [eq(orders.id, where.id)];
  if (where.whiteLabel !== undefined) conditions.push(eq(orders.whiteLabel, where.whiteLabel));
  if (where.personId !== undefined) conditions.push(eq(orders.personId, where.personId));
  const [row] = await db
    .select()
    .from(orders)
    .where(and(...conditions));
  return row;
}

/** The payment attempts of an order, newest first. */
export async function orderPayments(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
}

/** Inputs of {@link startPayment}. */
export interface StartPaymentInput {
  order: OrderRow;
  /** The resto's `payEngine`. */
  gateway: string;
  currency: string;
  description: string;
  /** Absolute: where the gateway returns the customer. */
  returnUrl: string;
}

/**
 * Starts paying an order: a pending attempt with a confirmation page is reused; otherwise a new
 * attempt of the order's stored total is created at the gateway (our payment id is its
 * idempotency key). One order has at most one pending attempt, even under concurrent calls.
 */
export async function startPayment(
  ctx: PaymentsContext,
  input: StartPaymentInput,
): Promise<{ ok: true; payment: PaymentRow } | PaymentRefusal> {
  const { db, clock } = ctx;
  const { order } = input;
  if (order.payType !== 'CARD_ONLINE') return { ok: false, reason: 'not-online' };
  const gateway = ctx.gateways.get(input.gateway);
  if (!gateway) return { ok: false, reason: 'gateway-unavailable', gateway: input.gateway };

  for (let attempt = 0; attempt < 3; attempt++) {
    const attempts = await orderPayments(db, order.id);
    if (order.status === 'PAID' || attempts.some((p) => p.status === 'PAID'))
      return { ok: false, reason: 'already-paid' };
    if (order.status !== 'AWAITING_PAYMENT') return { ok: false, reason: 'not-payable' };
    const pending = attempts.find((p) => p.status === 'PENDING');
    if (pending) {
      if (pending.confirmationUrl) {
        const fresh = await refreshPayment(ctx, pending, { force: true });
        if (fresh.status === 'PENDING') return { ok: true, payment: fresh };
        if (fresh.status === 'PAID') return { ok: false, reason: 'already-paid' };
        continue; // it failed meanwhile: start a new one
      }
      if (clock() - pending.createdAt.getTime() < STALE_CREATION_MS) return { ok: false, reason: 'in-progress' };
      await settle(db, pending, 'FAILED', 'creation-interrupted', clock());
      continue;
    }

    const now = new Date(clock());
    const id = randomUUID();
    const [created] = await db
      .insert(payments)
      .values({
        id,
        whiteLabel: order.whiteLabel,
        orderId: order.id,
        gateway: gateway.name,
        amount: order.total,
        currency: input.currency,
        status: 'PENDING',
        returnUrl: input.returnUrl,
        createdAt: now,
        updatedAt: now,
      })
      // Another request created the pending attempt first: use it (next loop).
      .onConflictDoNothing()
      .returning();
    if (!created) continue;

    let answer: GatewayPayment;
    try {
      answer = await gateway.createPayment({
        amount: created.amount,
        currency: created.currency,
        description: input.description,
        returnUrl: input.returnUrl,
        idempotencyKey: created.id,
        metadata: { orderId: order.id, paymentId: created.id, whiteLabel: order.whiteLabel },
      });
    } catch (error) {
      await settle(db, created, 'FAILED', 'gateway-error', clock());
      return { ok: false, reason: 'gateway-error', message: (error as Error).message };
    }
    const [stored] = await db
      .update(payments)
      .set({
        gatewayPaymentId: answer.id,
        confirmationUrl: answer.confirmationUrl,
        updatedAt: new Date(clock()),
        checkedAt: new Date(clock()),
      })
      .where(eq(payments.id, created.id))
      .returning();
    return { ok: true, payment: stored! };
  }
  return { ok: false, reason: 'in-progress' };
}

/** Moves a pending attempt to a final status (a final one never moves again). */
async function settle(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  row: PaymentRow,
  status: PaymentStatus,
  reason: string | null,
  now: number,
) {
  const [updated] = await db
    .update(payments)
    .set({ status, failureReason: reason, updatedAt: new Date(now) })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'PENDING')))
    .returning();
  return updated;
}

/** What a gateway reported, with where it came from. */
export interface GatewayReport {
  payment: GatewayPayment;
  /** Unique per gateway: a repeated delivery carries the same key. */
  eventKey: string;
  source: 'webhook' | 'status-check';
  type: string;
  payload: unknown;
}

/** The outcome of {@link applyReport}. */
export interface ApplyResult {
  payment: PaymentRow;
  /** The event had been applied before: nothing changed. */
  duplicate: boolean;
  /** The payment's status changed. */
  changed: boolean;
}

/**
 * Applies what a gateway says about an attempt, once per event: the event is stored with the
 * resulting status; a final status never changes; PAID needs the paid amount to equal the
 * attempt's (the order total), and marks the order PAID. Money held by a two-stage gateway is
 * captured here after the same check, or released when it does not match.
 */
export async function applyReport(ctx: PaymentsContext, row: PaymentRow, report: GatewayReport): Promise<ApplyResult> {
  const { db, clock } = ctx;
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.gateway, row.gateway), eq(paymentEvents.eventKey, report.eventKey)));
  if (seen) return { payment: row, duplicate: true, changed: false };

  let reported = report.payment;
  const matches = reported.amount === row.amount && reported.currency === row.currency;
  const gateway = ctx.gateways.get(row.gateway);
  if (reported.waitingForCapture && row.status === 'PENDING' && gateway?.capture && gateway.cancel) {
    reported = matches
      ? await gateway.capture(reported.id, { amount: row.amount, currency: row.currency }, `capture-${row.id}`)
      : await gateway.cancel(reported.id, `cancel-${row.id}`);
  }
  let status = reported.status;
  let reason = reported.failureReason;
  if (status === 'PAID' && !matches) {
    // Never call an order paid for another amount: the money is refunded by hand (logged).
    status = 'FAILED';
    reason = `amount-mismatch: paid ${reported.amount} ${reported.currency}, expected ${row.amount} ${row.currency}`;
  }

  let orderPaid = false;
  const applied = await db
    .transaction(async (tx) => {
      const now = clock();
      let payment = row;
      let changed = false;
      if (status !== 'PENDING') {
        const updated = await settle(tx, row, status, reason, now);
        if (updated) {
          payment = updated;
          changed = true;
          if (status === 'PAID') {
            const paid = await tx
              .update(orders)
              .set({ status: 'PAID', statusAt: new Date(now) })
              .where(and(eq(orders.id, row.orderId), eq(orders.status, 'AWAITING_PAYMENT')))
              .returning({ id: orders.id });
            // The order's timeline keeps the payment as a status change (issue 26).
            if (paid.length) {
              orderPaid = true;
              await tx.insert(orderStatusChanges).values({
                orderId: row.orderId,
                seq: sql`(select coalesce(max(seq), 0) + 1 from order_status_changes where order_id = ${row.orderId}::uuid)`,
                status: 'PAID',
                reason: null,
                source: 'payment',
                at: new Date(now),
              });
            }
          }
        } else {
          payment = (await tx.select().from(payments).where(eq(payments.id, row.id)))[0] ?? row;
        }
      }
      const inserted = await tx
        .insert(paymentEvents)
        .values({
          id: randomUUID(),
          paymentId: row.id,
          gateway: row.gateway,
          eventKey: report.eventKey,
          source: report.source,
          type: report.type,
          status: payment.status,
          applied: changed,
          payload: report.payload ?? null,
          receivedAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (inserted.length === 0) {
        // A concurrent delivery of the same event won: undo ours by rolling back.
        tx.rollback();
      }
      return { payment, duplicate: false, changed };
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) {
        orderPaid = false;
        return { payment: row, duplicate: true, changed: false };
      }
      throw error;
    });
  if (orderPaid) await ctx.onOrderPaid?.(row.orderId).catch(() => undefined);
  return applied;
}

/**
 * Re-reads a pending attempt from its gateway (a lost webhook must not leave it pending forever),
 * at most every {@link STATUS_CHECK_INTERVAL_MS} unless `force`. Answers the attempt as stored after.
 */
export async function refreshPayment(
  ctx: PaymentsContext,
  row: PaymentRow,
  options: { force?: boolean } = {},
): Promise<PaymentRow> {
  if (row.status !== 'PENDING' || !row.gatewayPaymentId) return row;
  const now = ctx.clock();
  if (!options.force && row.checkedAt && now - row.checkedAt.getTime() < STATUS_CHECK_INTERVAL_MS) return row;
  const gateway = ctx.gateways.get(row.gateway);
  if (!gateway) return row;
  let reported: GatewayPayment;
  try {
    reported = await gateway.getPayment(row.gatewayPaymentId);
  } catch {
    return row; // the gateway is down: the stored status stands
  }
  await ctx.db
    .update(payments)
    .set({ checkedAt: new Date(now) })
    .where(eq(payments.id, row.id));
  if (reported.status === 'PENDING' && !reported.waitingForCapture) return { ...row, checkedAt: new Date(now) };
  const state = reported.waitingForCapture ? 'waiting_for_capture' : reported.status;
  const { payment } = await applyReport(ctx, row, {
    payment: reported,
    eventKey: `status-check:${reported.id}:${state}`,
    source: 'status-check',
    type: `status.${state}`,
    payload: reported,
  });
  return payment;
}

/** The outcome of {@link handleWebhook}, as the route answers it. */
export type WebhookOutcome =
  | { status: 200; result: 'applied' | 'duplicate' | 'unchanged' | 'ignored' }
  | { status: 400 | 401 | 403 | 404; reason: string };

/**
 * Verifies a webhook with its gateway and applies it. Refused (never applied): a bad signature,
 * a replay outside the window, a stranger's address; 404 for a payment we never created.
 */
export async function handleWebhook(
  ctx: PaymentsContext,
  gatewayName: string,
  request: WebhookRequest,
): Promise<WebhookOutcome> {
  const gateway = ctx.gateways.get(gatewayName);
  if (!gateway) return { status: 404, reason: `gateway ${gatewayName} is not configured` };
  const verdict = await gateway.verifyWebhook(request, ctx.clock());
  if (verdict.ok === 'ignored') return { status: 200, result: 'ignored' };
  if (!verdict.ok) return { status: verdict.status, reason: verdict.reason };
  const byGatewayId = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway.name), eq(payments.gatewayPaymentId, verdict.payment.id)));
  let row = byGatewayId[0];
  // The webhook can overtake the creation's answer: find the attempt by the id we sent.
  const ours = verdict.payment.metadata.paymentId;
  if (!row && ours && /^[0-9a-f-]{36}$/i.test(ours)) {
    row = (
      await ctx.db
        .select()
        .from(payments)
        .where(and(eq(payments.id, ours), eq(payments.gateway, gateway.name)))
    )[0];
  }
  if (!row) return { status: 404, reason: 'unknown payment' };
  const result = await applyReport(ctx, row, {
    payment: verdict.payment,
    eventKey: verdict.eventKey,
    source: 'webhook',
    type: verdict.type,
    payload: verdict.payload,
  });
  return { status: 200, result: result.duplicate ? 'duplicate' : result.changed ? 'applied' : 'unchanged' };
}

/** The payment status of an order as the storefront shows it. */
export interface PaymentSummary {
  /** PAID once any attempt is paid; else the newest attempt's status (PENDING before any). */
  status: PaymentStatus;
  /** The customer can (re)try paying: not paid, nothing pending. */
  payable: boolean;
  amount: number;
  currency: string;
  attempts: number;
  failureReason: string | null;
  /** Where to continue a pending payment (relative URLs are the API's). */
  url: string | null;
  updatedAt: string;
}

/**
 * The payment status of a CARD_ONLINE order (null for other pay types), re-reading a pending
 * attempt from its gateway when it is due.
 */
export async function paymentSummary(
  ctx: PaymentsContext,
  order: OrderRow,
  options: { currency: string; handOffUrl: string | null },
): Promise<PaymentSummary | null> {
  if (order.payType !== 'CARD_ONLINE') return null;
  let attempts = await orderPayments(ctx.db, order.id);
  const pending = attempts.find((p) => p.status === 'PENDING');
  if (pending) {
    const fresh = await refreshPayment(ctx, pending);
    if (fresh.status !== 'PENDING') attempts = await orderPayments(ctx.db, order.id);
  }
  const paid = attempts.find((p) => p.status === 'PAID');
  const latest = paid ?? attempts[0];
  const status: PaymentStatus = paid ? 'PAID' : ((latest?.status as PaymentStatus | undefined) ?? 'PENDING');
  const stillPending = attempts.find((p) => p.status === 'PENDING');
  return {
    status,
    payable: !paid && order.status === 'AWAITING_PAYMENT' && !stillPending,
    amount: order.total,
    currency: latest?.currency ?? options.currency,
    attempts: attempts.length,
    failureReason: paid ? null : (latest?.failureReason ?? null),
    url:
      stillPending?.confirmationUrl ??
      (attempts.length === 0 && order.status === 'AWAITING_PAYMENT' ? options.handOffUrl : null),
    updatedAt: (latest?.updatedAt ?? order.createdAt).toISOString(),
  };
}
