import { createHash, randomUUID } from 'node:crypto';
import type { Locale, Order, OrderPage, OrderRequest, PricedLine } from '@tarelka/api-client/contract';
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
}

/** Where a CARD_ONLINE order sends the customer to pay (issue 12 plugs real gateways in here). */
export interface PaymentGateway {
  paymentUrl(order: { id: string; whiteLabel: string; total: number; returnUrl?: string | undefined }): string;
}

/** Idempotency keys are kept at least this long (24 h, plus an hour of slack). */
export const IDEMPOTENCY_TTL_MS = 25 * 60 * 60 * 1000;

const FIRST_ORDER_NUMBER = 1000;

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
   * the key while this one runs, so the advisory lock (one round trip) is skipped.
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
    },
  });
}

/**
 * The order row and lines of a priced cart. The order number comes from the tenant's counter
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

/** What a stored Idempotency-Key holds. */
interface KeptAnswer {
  requestHash: string;
  response: StoredResponse;
}

/**
 * Stores an order in one statement (a round trip costs ~1 ms on PGlite): takes the next order
 * number of the tenant, inserts the order and its lines, and keeps the answer (with the number
 * put in place of `numberToken`) under the Idempotency-Key. Lines reference the order inserted by
 * the same statement; PostgreSQL checks that foreign key at the end of the statement.
 *
 * With `onlyIfNew` the statement first looks the key up and does nothing when it already holds an
 * answer, which it returns instead (`kept`): one statement that is atomic on its own, for PGlite,
 * which runs one statement at a time.
 */
async function storeOrder(
  tx: Pick<Db, 'execute'>,
  input: {
    row: OrderRow;
    lines: LineRow[];
    numberToken: string;
    body: string;
    key: { whiteLabel: string; personId: string; key: string; requestHash: string };
    onlyIfNew?: boolean;
  },
): Promise<{ created: StoredResponse } | { kept: KeptAnswer } | null> {
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
  // Without `onlyIfNew` the caller has checked the key under its lock: nothing is kept.
  const kept = input.onlyIfNew
    ? sql`select request_hash, response_status, response_body from idempotency_keys
        where white_label = ${key.whiteLabel} and person_id = ${key.personId} and key = ${key.key}
          and response_status is not null and response_body is not null`
    : sql`select null::text as request_hash, null::int4 as response_status, null::text as response_body where false`;
  const result = (await tx.execute(sql`
    with kept as (${kept}), counter as (
      insert into order_counters (white_label, last_number)
      select ${row.whiteLabel}, ${FIRST_ORDER_NUMBER + 1} where not exists (select 1 from kept)
      on conflict (white_label) do update set last_number = order_counters.last_number + 1
      returning last_number::text as number
    ), new_order as (
      insert into orders (id, white_label, number, person_id, resto_id, status, delivery_type, pay_type,
        promo_code, subtotal, discount_total, delivery_price, total, person_count, comment, person,
        delivery_place, zone_id, payment_url, created_at)
      select ${row.id}::uuid, ${row.whiteLabel}, counter.number, ${row.personId}, ${row.restoId}::int4,
        ${row.status}, ${row.deliveryType}, ${row.payType}, ${row.promoCode}, ${row.subtotal}::int4,
        ${row.discountTotal}::int4, ${row.deliveryPrice}::int4, ${row.total}::int4, ${row.personCount}::int4,
        ${row.comment}, ${json(row.person)}::jsonb, ${json(row.deliveryPlace)}::jsonb, ${row.zoneId}::int4,
        ${row.paymentUrl}, ${row.createdAt.toISOString()}::timestamptz
      from counter
      returning number
    ), new_lines as (
      insert into order_lines (order_id, line_no, position_id, name, count, price, sum, payable_amount,
        modifiers, discounts, promo_codes, specials)
      select ${row.id}::uuid, x.line_no, x.position_id, x.name, x.count, x.price, x.sum, x.payable_amount,
        x.modifiers, x.discounts, x.promo_codes, x.specials
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(line_no int4, position_id int4, name text,
        count int4, price int4, sum int4, payable_amount int4, modifiers jsonb, discounts jsonb,
        promo_codes jsonb, specials jsonb)
      where exists (select 1 from new_order)
    ), stored as (
      insert into idempotency_keys (white_label, person_id, key, request_hash, response_status, response_body, created_at)
      select ${key.whiteLabel}, ${key.personId}, ${key.key}, ${key.requestHash}, 201,
        replace(${input.body}, ${numberToken}, new_order.number), ${row.createdAt.toISOString()}::timestamptz
      from new_order
      on conflict (white_label, person_id, key) do update set request_hash = excluded.request_hash,
        response_status = excluded.response_status, response_body = excluded.response_body,
        created_at = excluded.created_at
      returning response_body
    )
    select (select response_body from stored) as created, kept.request_hash, kept.response_status,
      kept.response_body
    from (select 1) as one left join kept on true
  `)) as unknown as {
    rows: Array<{
      created: string | null;
      request_hash: string | null;
      response_status: number | null;
      response_body: string | null;
    }>;
  };
  const answer = result.rows[0];
  if (answer?.created) return { created: { status: 201, body: answer.created } };
  if (answer?.request_hash && answer.response_status !== null && answer.response_body !== null) {
    return {
      kept: {
        requestHash: answer.request_hash,
        response: { status: answer.response_status, body: answer.response_body },
      },
    };
  }
  return null;
}

/**
 * Places an order exactly once per Idempotency-Key (scoped to the person). Everything happens in
 * one transaction: it takes the key's advisory lock (a request that finds it taken gets 409: the
 * first is still running), replays a stored answer byte for byte (another body gets 422), or
 * reprices the cart and stores the order, its lines and the key with its answer together. A
 * request cut off anywhere (error, crash) leaves nothing behind, so the client can retry.
 */
export async function createOrder(input: CreateOrderInput): Promise<StoredResponse> {
  const { db, snapshot, personId, idempotencyKey: key, body, now } = input;
  const wl = snapshot.id;
  const hash = bodyHash(body);
  const keyWhere = and(
    eq(idempotencyKeys.whiteLabel, wl),
    eq(idempotencyKeys.personId, personId),
    eq(idempotencyKeys.key, key),
  );

  // PGlite runs one statement at a time: a priced cart without a promo code (no usage counters to
  // update) is checked against the key and stored by one statement, atomic on its own, instead of
  // a transaction of four round trips. Everything else takes the transaction below.
  if (input.serialized && !body.promoCode?.trim()) {
    const priced = priceOrder(input, undefined);
    if (priced.ok) {
      const { row, lines, numberToken } = buildOrder(input, priced);
      const stored = await storeOrder(db, {
        row,
        lines,
        numberToken,
        body: JSON.stringify(toOrder(row, lines)),
        key: { whiteLabel: wl, personId, key, requestHash: hash },
        onlyIfNew: true,
      });
      if (stored && 'created' in stored) return stored.created;
      if (stored) return stored.kept.requestHash === hash ? stored.kept.response : mismatch();
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
    const finish = async (response: StoredResponse) => {
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
    };
    const usage = body.promoCode?.trim() ? await promoUsage(tx, wl, body.promoCode, personId, true) : undefined;
    const priced = priceOrder(input, usage);
    if (!priced.ok) {
      return finish({
        status: priced.status,
        body: JSON.stringify(errorBody(priced.code, priced.message, priced.field)),
      });
    }
    const { row, lines, numberToken, id } = buildOrder(input, priced);
    const stored = await storeOrder(tx, {
      row,
      lines,
      numberToken,
      body: JSON.stringify(toOrder(row, lines)),
      key: { whiteLabel: wl, personId, key, requestHash: hash },
    });
    if (!stored || !('created' in stored)) throw new Error('the order statement stored no answer');
    if (priced.promoCode) {
      await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(and(eq(promoCodes.whiteLabel, wl), eq(promoCodes.code, priced.promoCode)));
      await tx
        .insert(promoCodeUses)
        .values({ whiteLabel: wl, code: priced.promoCode, personId, orderId: id, createdAt: new Date(now) });
    }
    return stored.created;
  });
}

/** A person's orders in a tenant, newest first. */
export async function listOrders(
  db: Db,
  whiteLabel: string,
  personId: string,
  query: { page?: number; size?: number },
): Promise<OrderPage> {
  const size = query.size ?? 20;
  const index = query.page ?? 0;
  const where = and(eq(orders.whiteLabel, whiteLabel), eq(orders.personId, personId));
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(sql`${orders.number}::bigint`))
    .limit(size)
    .offset(index * size);
  const lines = rows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const totalElements = total?.n ?? 0;
  return {
    content: rows.map((row) =>
      toOrder(
        row,
        lines.filter((l) => l.orderId === row.id),
      ),
    ),
    page: index,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  };
}

/** Drops idempotency keys older than {@link IDEMPOTENCY_TTL_MS}. */
export async function pruneIdempotencyKeys(db: Db, now: number): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)));
}
