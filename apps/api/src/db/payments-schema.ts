// Tables of online card payments (issue 12). A payment is one attempt to pay an order through a
// gateway: an order has at most one PENDING attempt (partial unique index), and a declined or
// canceled one leaves the order payable by a new attempt. Every webhook or status check is kept in
// `payment_events`, unique per gateway event, so a delivery repeated by the gateway applies once.
// `test_gateway_payments` is the gateway side of the built-in test gateway (what a real gateway
// keeps on its own servers).
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, orders } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const payments = pgTable(
  'payments',
  {
    /** Ours; also the gateway's idempotency key of the creation. */
    id: uuid('id').primaryKey(),
    whiteLabel: text('white_label').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The resto's `payEngine`: 'test' or 'yookassa'. */
    gateway: text('gateway').notNull(),
    /** Null until the gateway answered the creation. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** Minor units: always the order's total when created. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** PENDING → PAID | FAILED | CANCELED. */
    status: text('status').notNull(),
    confirmationUrl: text('confirmation_url'),
    returnUrl: text('return_url'),
    failureReason: text('failure_reason'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** When the status was last read from the gateway (reconciliation of lost webhooks). */
    checkedAt: at('checked_at'),
  },
  (t) => [
    uniqueIndex('payments_one_pending_per_order')
      .on(t.orderId)
      .where(sql`status = 'PENDING'`),
    uniqueIndex('payments_gateway_payment').on(t.gateway, t.gatewayPaymentId),
    index('payments_order_created').on(t.orderId, t.createdAt),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    /** The gateway's identity of the event: a repeated delivery has the same key. */
    eventKey: text('event_key').notNull(),
    /** 'webhook', 'status-check' or 'created'. */
    source: text('source').notNull(),
    type: text('type').notNull(),
    /** The payment's status after the event. */
    status: text('status').notNull(),
    /** False when the event changed nothing (the payment was already in a final state). */
    applied: boolean('applied').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    unique('payment_events_gateway_event').on(t.gateway, t.eventKey),
    index('payment_events_payment').on(t.paymentId),
  ],
);

export const testGatewayPayments = pgTable('test_gateway_payments', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /** pending | waiting_for_3ds | succeeded | canceled. */
  status: text('status').notNull(),
  failureReason: text('failure_reason'),
  /** Last four digits of the card used. */
  cardLast4: text('card_last4'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
