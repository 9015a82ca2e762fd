import { createHash, randomUUID } from 'node:crypto';
import type { Locale, Order, OrderPage, OrderRequest, PricedLine } from '@tarelka/api-client/contract';
import { DEFAULT_TIMEZONE } from '@tarelka/domain';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TenantSnapshot } from '../catalog/snapshot';
import type { Db } from '../db/database';
import { idempotencyKeys, orderLines, orders, promoCodes, promoCodeUses } from '../db/schema';
import { errorBody } from '../http/errors';
import { priceCart, type PromoUsage } from '../pricing/price-cart';

/** The answer of an order call, kept byte for byte for Idempotency-Key replays. */
export interface StoredResponse {
  status: number;
  body: string;
  /** True when this request placed the order (not a replay of an earlier answer). */
  placed?: boolean;
}

/** Where a CARD_ONLINE order sends the customer to pay (issue 12 plugs real gateways in here). */
export interface PaymentGateway {
  paymentUrl(order: { id: string; whiteLabel: string; total: number; returnUrl?: string | undefined }): string;
}

/** Idempotency keys are kept at least this long (24 h, plus an hour of slack). */
export const IDEMPOTENCY_TTL_MS = 25 * 60 * 60 * 1000;

/** A tenant's first order gets this number; the next ones count up from it. */
const FIRST_ORDER_NUMBER = 1001;

/**
 * The name of the sequence that numbers a tenant's orders (`order_numbers_` and the MD5 of the
 * white label, so any white label makes a valid name; migration 0300 names them the same way).
 * A sequence, not a counter row: a row would be locked by each order's transaction until its
 * commit, so concurrent orders of a tenant would wait for each other's commit on PostgreSQL.
 */
export const orderNumberSequence = (whiteLabel: string) =>
  `order_numbers_${createHash('md5').update(whiteLabel).digest('hex')}`;

/** Per database: the creation of each tenant's order number sequence, done or under way. */
const ensuredSequences = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * Creates the tenant's order number sequence unless it exists, once per database and process
 * (concurrent first orders share one creation; an extra statement before a tenant's first order
 * only). Numbers may skip (a rolled back order consumes one); they never repeat.
 */
function ensureOrderSequence(db: Db, whiteLabel: string): Promise<string> {
  let known = ensuredSequences.get(db);
  if (!known) ensuredSequences.set(db, (known = new Map()));
  const done = known.get(whiteLabel);
  if (done) return done;
  const name = orderNumberSequence(whiteLabel);
  const creation = db.execute(sql.raw(`create sequence if not exists "${name}" start with ${FIRST_ORDER_NUMBER}`)).then(
    () => name,
    (error: unknown) => {
      // Another process creating it at the same moment: the loser's unique violation (23505)
      // or duplicate relation (42P07) means it exists. Drizzle wraps the driver's error.
      const { code, cause } = error as { code?: string; cause?: { code?: string } };
      if (['23505', '42P07'].includes(code ?? cause?.code ?? '')) return name;
      known.delete(whiteLabel);
      throw error;
    },
  );
  known.set(whiteLabel, creation);
  return creation;
}

/** JSON with sorted keys: the same body hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the canonical JSON of a request body. */
export const bodyHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** An order row and its lines as the contract's `Order` (also served by the payment routes). */
export function toOrder(row: OrderRow, lines: LineRow[]): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status as Order['status'],
    createdAt: row.createdAt.toISOString(),
    restoId: row.restoId,
    deliveryType: row.deliveryType as Order['deliveryType'],
    payType: row.payType as Order['payType'],
    positions: [...lines]
      .sort((a, b) => a.lineNo - b.lineNo)
      .map((l): PricedLine => ({
        id: l.positionId,
        name: l.name,
        count: l.count,
        price: l.price,
        sum: l.sum,
        modifiers: l.modifiers,
        discounts: l.discounts,
        promoCodes: l.promoCodes,
        specials: l.specials,
        payableAmount: l.payableAmount,
      })),
    promoCode: row.promoCode,
    subtotal: row.subtotal,
    discountTotal: row.discountTotal,
    deliveryPrice: row.deliveryPrice,
    total: row.total,
    personCount: row.personCount,
    comment: row.comment,
    person: row.person,
    deliveryPlace: (row.deliveryPlace as Order['deliveryPlace']) ?? null,
    payment: row.paymentUrl ? { url: row.paymentUrl } : null,
    scheduledFor: row.scheduledFor ? row.scheduledFor.toISOString() : null,
  };
}

/** Usage of a promo code, read inside the order's transaction (rows locked) or for a preflight. */
export async function promoUsage(
  db: Pick<Db, 'select'>,
  whiteLabel: string,
  code: string,
  personId: string | null,
  lock = false,
): Promise<PromoUsage | undefined> {
  const upper = code.trim().toUpperCase();
  const query = db
    .select({ used: promoCodes.usedCount })
    .from(promoCodes)
    .where(and(eq(promoCodes.whiteLabel, whiteLabel), eq(promoCodes.code, upper)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  let byPerson: number | null = null;
  if (personId) {
    const [uses] = await db
      .select({ n: count() })
      .from(promoCodeUses)
      .where(
        and(
          eq(promoCodeUses.whiteLabel, whiteLabel),
          eq(promoCodeUses.code, upper),
          eq(promoCodeUses.personId, personId),
        ),
      );
    byPerson = uses?.n ?? 0;
  }
  return { total: row.used, byPerson };
}

/** Inputs of {@link createOrder}. */
export interface CreateOrderInput {
  db: Db;
  snapshot: TenantSnapshot;
  personId: string;
  idempotencyKey: string;
  body: OrderRequest;
  now: number;
  lang: Locale;
  payments: PaymentGateway;
  /**
   * True when the database runs one transaction at a time (PGlite): no other request can hold
   * the key while this one runs, so its advisory lock is not taken.
   */
  serialized?: boolean;
}

/** Namespace (first key) of the advisory locks that mark an Idempotency-Key as in progress. */
const IDEMPOTENCY_LOCK_CLASS = 727_100;

/**
 * The advisory lock a running order transaction holds on its Idempotency-Key, as SQL (two int4
 * keys: a namespace and the hash of the key's scope). Exported for tests that hold it themselves.
 *
 * @example
 * await tx.execute(sql`select pg_advisory_xact_lock(${idempotencyLock('demo', 'p1', 'k1')})`);
 */
export const idempotencyLock = (whiteLabel: string, personId: string, key: string) =>
  sql`${IDEMPOTENCY_LOCK_CLASS}::int4, hashtext(${JSON.stringify([whiteLabel, personId, key])})`;

const mismatch = (): StoredResponse => ({
  status: 422,
  body: JSON.stringify(
    errorBody(
      'idempotency-key.mismatch',
      'This Idempotency-Key was used with another request body',
      '/headers/idempotency-key',
    ),
  ),
});

const inProgress = (): StoredResponse => ({
  status: 409,
  body: JSON.stringify(
    errorBody('idempotency-key.in-progress', 'A request with this Idempotency-Key is still being processed'),
  ),
});

type Priced = ReturnType<typeof priceCart>;

/** Prices the order's cart from the snapshot (the client's prices are never read). */
function priceOrder(input: CreateOrderInput, usage: PromoUsage | undefined): Priced {
  const { snapshot, body, now, lang } = input;
  return priceCart({
    snapshot,
    now,
    lang,
    mode: 'order',
    ...(usage ? { promoUsage: usage } : {}),
    request: {
      restoId: body.restoId,
      deliveryType: body.deliveryType,
      payType: body.payType,
      promoCode: body.promoCode ?? null,
      positions: body.positions,
      location: body.deliveryType === 'DELIVERY' ? (body.deliveryPlace?.location ?? null) : null,
      scheduledFor: body.scheduledFor ?? null,
    },
  });
}

/**
 * The order row and lines of a priced cart. The order number comes from the tenant's sequence
 * inside the one statement that stores everything, so the answer is built with a per-request
 * token in its place, swapped for the number by that statement (the token is random: no
 * customer text can contain it).
 */
function buildOrder(input: CreateOrderInput, priced: Extract<Priced, { ok: true }>) {
  const { body, personId, now } = input;
  const wl = input.snapshot.id;
  const id = randomUUID();
  const { response } = priced;
  const online = body.payType === 'CARD_ONLINE';
  const numberToken = `order-number-${randomUUID()}`;
  const row: OrderRow = {
    id,
    whiteLabel: wl,
    number: numberToken,
    personId,
    restoId: body.restoId,
    status: online ? 'AWAITING_PAYMENT' : 'NEW',
    deliveryType: body.deliveryType,
    payType: body.payType,
    promoCode: priced.promoCode,
    subtotal: response.subtotal,
    discountTotal: response.discountTotal,
    deliveryPrice: response.deliveryPrice,
    total: response.total,
    personCount: body.personCount ?? 1,
    comment: body.comment ?? '',
    person: body.person,
    deliveryPlace: body.deliveryType === 'DELIVERY' ? (body.deliveryPlace ?? null) : null,
    zoneId: response.zoneId,
    paymentUrl: online
      ? input.payments.paymentUrl({ id, whiteLabel: wl, total: response.total, returnUrl: body.returnUrl })
      : null,
    createdAt: new Date(now),
    scheduledFor: priced.scheduledFor === null ? null : new Date(priced.scheduledFor),
    statusAt: null,
    cancelReason: null,
  };
  const lines: LineRow[] = response.positions.map((line, lineNo) => ({
    orderId: id,
    lineNo,
    positionId: line.id,
    name: line.name,
    count: line.count,
    price: line.price,
    sum: line.sum,
    payableAmount: line.payableAmount,
    modifiers: line.modifiers,
    discounts: line.discounts,
    promoCodes: line.promoCodes,
    specials: line.specials,
  }));
  return { id, row, lines, numberToken };
}

/**
 * Stores an order in one statement: takes the next order number of the tenant from its sequence,
 * claims the Idempotency-Key with the answer (the number put in place of `numberToken`), and
 * inserts the order and its lines only when the claim took. Lines reference the order inserted by
 * the same statement; PostgreSQL checks that foreign key at the end of the statement.
 *
 * With `tryLock` the statement first tries the key's advisory lock and does nothing when another
 * request holds it (`locked: false`): run outside a transaction it is a whole order in one round
 * trip, atomic on its own. A key that already holds an answer is left alone (`created: null`; the
 * caller reads the answer with a fresh snapshot); a claim without an answer (left by a request
 * that died, in older versions) is taken over.
 */
async function storeOrder(
  db: Pick<Db, 'execute'>,
  input: {
    row: OrderRow;
    lines: LineRow[];
    numberToken: string;
    body: string;
    key: { whiteLabel: string; personId: string; key: string; requestHash: string };
    /** The tenant's order number sequence ({@link ensureOrderSequence}). */
    sequence: string;
    /** Take the key's advisory lock in the statement (false: the caller holds it, or runs alone). */
    tryLock: boolean;
  },
): Promise<{ locked: boolean; created: string | null }> {
  const { row, numberToken, key } = input;
  const lines = input.lines.map((l) => ({
    line_no: l.lineNo,
    position_id: l.positionId,
    name: l.name,
    count: l.count,
    price: l.price,
    sum: l.sum,
    payable_amount: l.payableAmount,
    modifiers: l.modifiers,
    discounts: l.discounts,
    promo_codes: l.promoCodes,
    specials: l.specials,
  }));
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const lock = input.tryLock
    ? sql`pg_try_advisory_xact_lock(${idempotencyLock(key.whiteLabel, key.personId, key.key)})`
    : sql`true`;
  const createdAt = row.createdAt.toISOString();
  const scheduledFor = row.scheduledFor?.toISOString() ?? null;
  const result = (await db.execute(sql`
    with lock as (select ${lock} as locked), counter as (
      -- No number is taken for a key that already holds an answer (a replay).
      select nextval(${input.sequence}::regclass)::text as number from lock
      where locked and not exists (select 1 from idempotency_keys
        where white_label = ${key.whiteLabel} and person_id = ${key.personId} and key = ${key.key}
          and response_status is not null)
    ), claimed as (
      insert into idempotency_keys (white_label, person_id, key, request_hash, response_status, response_body, created_at)
      select ${key.whiteLabel}, ${key.personId}, ${key.key}, ${key.requestHash}, 201,
        replace(${input.body}, ${numberToken}, counter.number), ${createdAt}::timestamptz
      from counter
      on conflict (white_label, person_id, key) do update set request_hash = excluded.request_hash,
        response_status = excluded.response_status, response_body = excluded.response_body,
        created_at = excluded.created_at
      where idempotency_keys.response_status is null
      returning response_body
    ), new_order as (
      insert into orders (id, white_label, number, person_id, resto_id, status, delivery_type, pay_type,
        promo_code, subtotal, discount_total, delivery_price, total, person_count, comment, person,
        delivery_place, zone_id, payment_url, created_at, scheduled_for)
      select ${row.id}::uuid, ${row.whiteLabel}, counter.number, ${row.personId}, ${row.restoId}::int4,
        ${row.status}, ${row.deliveryType}, ${row.payType}, ${row.promoCode}, ${row.subtotal}::int8,
        ${row.discountTotal}::int8, ${row.deliveryPrice}::int8, ${row.total}::int8, ${row.personCount}::int4,
        ${row.comment}, ${json(row.person)}::jsonb, ${json(row.deliveryPlace)}::jsonb, ${row.zoneId}::int4,
        ${row.paymentUrl}, ${createdAt}::timestamptz, ${scheduledFor}::timestamptz
      from counter where exists (select 1 from claimed)
      returning id
    ), new_lines as (
      insert into order_lines (order_id, line_no, position_id, name, count, price, sum, payable_amount,
        modifiers, discounts, promo_codes, specials)
      select ${row.id}::uuid, x.line_no, x.position_id, x.name, x.count, x.price, x.sum, x.payable_amount,
        x.modifiers, x.discounts, x.promo_codes, x.specials
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(line_no int4, position_id int4, name text,
        count int4, price int8, sum int8, payable_amount int8, modifiers jsonb, discounts jsonb,
        promo_codes jsonb, specials jsonb)
      where exists (select 1 from new_order)
    )
    select (select locked from lock) as locked, (select response_body from claimed) as created
  `)) as unknown as { rows: Array<{ locked: boolean; created: string | null }> };
  const answer = result.rows[0];
  return { locked: answer?.locked ?? false, created: answer?.created ?? null };
}

/**
 * Places an order exactly once per Idempotency-Key (scoped to the person). A request that finds
 * the key taken by a running request gets 409; a key that holds an answer replays it byte for
 * byte (another body gets 422); otherwise the cart is repriced and the order, its lines and the
 * key with its answer are stored together. A request cut off anywhere (error, crash) leaves
 * nothing behind, so the client can retry.
 *
 * A priced cart without a promo code (no usage counters to update) is stored by one statement
 * ({@link storeOrder}) on both databases; the rest takes a transaction that holds the key's lock.
 */
export async function createOrder(input: CreateOrderInput): Promise<StoredResponse> {
  const { db, snapshot, personId, idempotencyKey: key, body, now } = input;
  const wl = snapshot.id;
  const hash = bodyHash(body);
  const sequence = await ensureOrderSequence(db, wl);
  const keyWhere = and(
    eq(idempotencyKeys.whiteLabel, wl),
    eq(idempotencyKeys.personId, personId),
    eq(idempotencyKeys.key, key),
  );
  const storeArgs = (priced: Extract<Priced, { ok: true }>) => {
    const { row, lines, numberToken, id } = buildOrder(input, priced);
    return {
      id,
      args: {
        row,
        lines,
        numberToken,
        body: JSON.stringify({
          ...toOrder(row, lines),
          timezone: snapshot.restoById.get(row.restoId)?.timezone ?? DEFAULT_TIMEZONE,
        }),
        key: { whiteLabel: wl, personId, key, requestHash: hash },
        sequence,
      },
    };
  };

  if (!body.promoCode?.trim()) {
    const priced = priceOrder(input, undefined);
    if (priced.ok) {
      const stored = await storeOrder(db, { ...storeArgs(priced).args, tryLock: !input.serialized });
      if (!stored.locked) return inProgress();
      if (stored.created !== null) return { status: 201, body: stored.created, placed: true };
      // The key holds an answer: read it with a fresh snapshot (it may have been committed while
      // the statement ran).
      const [existing] = await db.select().from(idempotencyKeys).where(keyWhere);
      if (existing && existing.responseStatus !== null && existing.responseBody !== null) {
        if (existing.requestHash !== hash) return mismatch();
        return { status: existing.responseStatus, body: existing.responseBody };
      }
    }
  }

  return db.transaction(async (tx) => {
    if (!input.serialized) {
      // Both drivers answer `{ rows }`.
      const locked = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${idempotencyLock(wl, personId, key)}) as locked`,
      )) as unknown as { rows: Array<{ locked: boolean }> };
      if (!locked.rows[0]?.locked) return inProgress();
    }
    const [existing] = await tx.select().from(idempotencyKeys).where(keyWhere);
    // A row without an answer is a claim left by a request that died (older versions claimed the
    // key outside the order's transaction): we hold the lock, so nobody is working on it.
    if (existing && existing.responseStatus !== null && existing.responseBody !== null) {
      if (existing.requestHash !== hash) return mismatch();
      return { status: existing.responseStatus, body: existing.responseBody };
    }
    const usage = body.promoCode?.trim() ? await promoUsage(tx, wl, body.promoCode, personId, true) : undefined;
    const priced = priceOrder(input, usage);
    if (!priced.ok) {
      const response = {
        status: priced.status,
        body: JSON.stringify(errorBody(priced.code, priced.message, priced.field, priced.details)),
      };
      const stored = {
        requestHash: hash,
        createdAt: new Date(now),
        responseStatus: response.status,
        responseBody: response.body,
      };
      await tx
        .insert(idempotencyKeys)
        .values({ whiteLabel: wl, personId, key, ...stored })
        .onConflictDoUpdate({
          target: [idempotencyKeys.whiteLabel, idempotencyKeys.personId, idempotencyKeys.key],
          set: stored,
        });
      return response;
    }
    const { id, args } = storeArgs(priced);
    const stored = await storeOrder(tx, { ...args, tryLock: false });
    if (stored.created === null) throw new Error('the order statement stored no answer');
    if (priced.promoCode) {
      await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(and(eq(promoCodes.whiteLabel, wl), eq(promoCodes.code, priced.promoCode)));
      await tx
        .insert(promoCodeUses)
        .values({ whiteLabel: wl, code: priced.promoCode, personId, orderId: id, createdAt: new Date(now) });
    }
    return { status: 201, body: stored.created, placed: true };
  });
}

/** A history cursor: the last order of a page (its creation time and number), base64url. */
const encodeCursor = (row: { createdAt: Date; number: string }) =>
  Buffer.from(`${row.createdAt.getTime()}:${row.number}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; number: string } | null {
  const match = /^(\d{1,13}):(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  // Epoch ms of 13 digits stay before the year 2287: a valid timestamptz.
  return match ? { createdAt: new Date(Number(match[1])), number: match[2]! } : null;
}

/**
 * A person's orders in a tenant, newest first (creation time, then number): 20 a page by default.
 * With `cursor` (a page's `nextCursor`) the page starts after that order, however many orders
 * came since; `page` is the older offset paging. `timezone` gives each order its resto's offset.
 */
export async function listOrders(
  db: Db,
  whiteLabel: string,
  personId: string,
  query: { page?: number; size?: number; cursor?: string },
  timezone: (restoId: number) => string = () => '+03:00',
): Promise<OrderPage | { invalidCursor: true }> {
  const size = query.size ?? 20;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !after) return { invalidCursor: true };
  const index = after ? 0 : (query.page ?? 0);
  const where = and(eq(orders.whiteLabel, whiteLabel), eq(orders.personId, personId));
  const newest = sql`${orders.number}::bigint`;
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(
      after
        ? and(
            where,
            sql`(${orders.createdAt}, ${newest}) < (${after.createdAt.toISOString()}::timestamptz, ${after.number}::bigint)`,
          )
        : where,
    )
    .orderBy(desc(orders.createdAt), desc(newest))
    .limit(size + 1)
    .offset(index * size);
  const more = rows.length > size;
  const pageRows = rows.slice(0, size);
  const lines = pageRows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            pageRows.map((r) => r.id),
          ),
        )
    : [];
  const totalElements = total?.n ?? 0;
  const last = pageRows.at(-1);
  return {
    content: pageRows.map((row) => ({
      ...toOrder(
        row,
        lines.filter((l) => l.orderId === row.id),
      ),
      timezone: timezone(row.restoId),
    })),
    page: index,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    nextCursor: more && last ? encodeCursor(last) : null,
  };
}

/** Drops idempotency keys older than {@link IDEMPOTENCY_TTL_MS}. */
export async function pruneIdempotencyKeys(db: Db, now: number): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)));
}
