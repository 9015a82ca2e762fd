// The one database schema of the API (PostgreSQL dialect: PGlite and PostgreSQL alike).
// Every tenant-owned table leads with `white_label`, and every query filters by it.
// Catalog rows keep their tenant-local id plus the catalog object as `data` (jsonb): the API
// serves and prices from an in-memory snapshot of these rows, so only the keys it joins and
// filters on are columns. Orders are fully relational.
import type {
  CatalogAddress,
  CatalogCity,
  CatalogGroup,
  CatalogMenu,
  CatalogModifierGroup,
  CatalogPosition,
  CatalogPromoCode,
  CatalogPromotion,
  CatalogResto,
  CatalogTimeSlot,
  CatalogZone,
  ScheduledOrderSettings,
} from '@tarelka/tenant';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * A sum of money in minor units. int8: a large cart (200 lines × 999 of a dish) passes 2³¹−1 kopecks;
 * read back as a JS number, exact up to 2⁵³ (far above the domain's cart cap).
 */
export const money = (name: string) => bigint(name, { mode: 'number' });

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Storefront origins allowed by CORS. */
  origins: jsonb('origins')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Hash of the seeded catalog; changes on every re-seed (catalog ETags and caches key on it). */
  catalogVersion: text('catalog_version').notNull(),
  /** `features.scheduledOrders` of tenant.json with its defaults; null: orders as soon as possible only. */
  scheduledOrders: jsonb('scheduled_orders').$type<ScheduledOrderSettings | null>(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

const tenantRow = <T>(name: string) =>
  pgTable(
    name,
    {
      whiteLabel: text('white_label')
        .notNull()
        .references(() => tenants.id, { onDelete: 'cascade' }),
      id: integer('id').notNull(),
      data: jsonb('data').$type<T>().notNull(),
    },
    (t) => [primaryKey({ columns: [t.whiteLabel, t.id] })],
  );

export const cities = tenantRow<CatalogCity>('cities');
export const restos = tenantRow<CatalogResto>('restos');
export const menus = tenantRow<CatalogMenu>('menus');
export const positionGroups = tenantRow<CatalogGroup>('position_groups');
export const positions = tenantRow<CatalogPosition>('positions');
export const modifierGroups = tenantRow<CatalogModifierGroup>('modifier_groups');
export const zones = tenantRow<CatalogZone>('zones');
export const promotions = tenantRow<CatalogPromotion>('promotions');
/** Time slots have no id in the catalog: `id` is their index in `time-slots.json`. */
export const timeSlots = tenantRow<CatalogTimeSlot>('time_slots');
export const addresses = tenantRow<CatalogAddress>('addresses');

export const promoCodes = pgTable(
  'promo_codes',
  {
    whiteLabel: text('white_label')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Upper-cased: codes match case-insensitively. */
    code: text('code').notNull(),
    data: jsonb('data').$type<CatalogPromoCode>().notNull(),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.whiteLabel, t.code] })],
);

export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    whiteLabel: text('white_label').notNull(),
    code: text('code').notNull(),
    personId: text('person_id').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_code_uses_person').on(t.whiteLabel, t.code, t.personId)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    whiteLabel: text('white_label').notNull(),
    number: text('number').notNull(),
    personId: text('person_id').notNull(),
    restoId: integer('resto_id').notNull(),
    status: text('status').notNull(),
    deliveryType: text('delivery_type').notNull(),
    payType: text('pay_type').notNull(),
    promoCode: text('promo_code'),
    subtotal: money('subtotal').notNull(),
    discountTotal: money('discount_total').notNull(),
    deliveryPrice: money('delivery_price').notNull(),
    total: money('total').notNull(),
    personCount: integer('person_count').notNull(),
    comment: text('comment').notNull(),
    person: jsonb('person').$type<{ name: string; email: string; phone?: string }>().notNull(),
    deliveryPlace: jsonb('delivery_place').$type<Record<string, unknown> | null>(),
    zoneId: integer('zone_id'),
    paymentUrl: text('payment_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The time the order is placed for (ready or delivered); null: as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** When the status last changed (migration 0600); null: not since the order was placed. */
    statusAt: timestamp('status_at', { withTimezone: true }),
    /** Why the order was cancelled (CANCELLED only). */
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    unique('orders_number_per_tenant').on(t.whiteLabel, t.number),
    index('orders_person_created').on(t.whiteLabel, t.personId, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    positionId: integer('position_id').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    price: money('price').notNull(),
    sum: money('sum').notNull(),
    payableAmount: money('payable_amount').notNull(),
    modifiers: jsonb('modifiers').$type<Array<{ id: number; name: string; count: number; price: number }>>().notNull(),
    discounts: jsonb('discounts').$type<Array<{ id: number; name: string; calculated: number }>>().notNull(),
    promoCodes: jsonb('promo_codes').$type<Array<{ code: string; calculated: number }>>().notNull(),
    specials: jsonb('specials').$type<Array<'DELIVERY_PRICE'>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);

/** Every change of an order's status after it was placed, with its time (migration 0600). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    /** Who moved it: 'kitchen' (simulated), 'dev' (the development control), 'payment'. */
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.seq] })],
);

/**
 * A person's saved deliveries (spec §3 `deliveries`, issue 26): the contact and the place of their
 * orders, one row per distinct place and contact (`key`), newest used first; the person may name
 * or delete them. `person_id` is the order's (text, like orders.person_id).
 */
export const personDeliveries = pgTable(
  'person_deliveries',
  {
    id: uuid('id').primaryKey(),
    whiteLabel: text('white_label').notNull(),
    personId: text('person_id').notNull(),
    key: text('key').notNull(),
    title: text('title'),
    email: text('email'),
    personName: text('person_name'),
    phone: text('phone'),
    place: jsonb('place').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('person_deliveries_key').on(t.whiteLabel, t.personId, t.key),
    index('person_deliveries_used').on(t.whiteLabel, t.personId, t.usedAt),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    whiteLabel: text('white_label').notNull(),
    personId: text('person_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.whiteLabel, t.personId, t.key] }),
    index('idempotency_keys_created').on(t.createdAt),
  ],
);

export const schema = {
  tenants,
  cities,
  restos,
  menus,
  positionGroups,
  positions,
  modifierGroups,
  zones,
  promotions,
  timeSlots,
  addresses,
  promoCodes,
  promoCodeUses,
  orders,
  orderLines,
  orderStatusChanges,
  personDeliveries,
  idempotencyKeys,
};
