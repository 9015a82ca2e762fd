// Direct look at the stored orders, under the API: what a client cannot see through the HTTP
// surface (orders of nobody's page, lines without an order, keys stuck "in progress").
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Runs one SQL query and returns its rows. */
export type Query = (text: string, values?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** Invariants of the order tables; every list should be empty. */
export interface StoreReport {
  orders: number;
  lines: number;
  /** Orders stored without any line: a half-written order. */
  ordersWithoutLines: string[];
  /** Orders whose total is not the sum of their lines' payable amounts. */
  totalsNotMatchingLines: string[];
  /** Order numbers used twice in one tenant. */
  duplicateNumbers: string[];
  /** Lines whose order does not exist. */
  orphanLines: number;
  /** Idempotency keys whose stored 2xx answer names an order that is not there. */
  answeredWithoutOrder: string[];
  /** Idempotency keys claimed but never answered (a replay gets 409 until they expire). */
  inProgressKeys: string[];
}

const list = (rows: Array<Record<string, unknown>>, column: string) => rows.map((row) => String(row[column]));

/**
 * Checks the order tables of the people whose id starts with `personPrefix`.
 *
 * @example
 * const report = await inspectOrders(query, 'crash-');
 */
export async function inspectOrders(query: Query, personPrefix: string): Promise<StoreReport> {
  const like = `${personPrefix}%`;
  const [counts] = await query(
    `select (select count(*) from orders where person_id like $1)::int as orders,
            (select count(*) from order_lines l join orders o on o.id = l.order_id where o.person_id like $1)::int as lines`,
    [like],
  );
  const withoutLines = await query(
    `select o.id from orders o where o.person_id like $1
       and not exists (select 1 from order_lines l where l.order_id = o.id)`,
    [like],
  );
  const badTotals = await query(
    `select o.id from orders o join order_lines l on l.order_id = o.id where o.person_id like $1
       group by o.id, o.total having sum(l.payable_amount) <> o.total`,
    [like],
  );
  const duplicates = await query(
    `select white_label || ' #' || number as number from orders group by white_label, number having count(*) > 1`,
  );
  const [orphans] = await query(
    `select count(*)::int as n from order_lines l where not exists (select 1 from orders o where o.id = l.order_id)`,
  );
  const keys = await query(`select key, response_status, response_body from idempotency_keys where person_id like $1`, [
    like,
  ]);
  const orderIds = new Set(list(await query(`select id from orders where person_id like $1`, [like]), 'id'));
  const answeredWithoutOrder: string[] = [];
  const inProgressKeys: string[] = [];
  for (const row of keys) {
    const status = row.response_status === null ? null : Number(row.response_status);
    if (status === null) inProgressKeys.push(String(row.key));
    else if (status >= 200 && status < 300) {
      const id = (JSON.parse(String(row.response_body)) as { id?: string }).id;
      if (!id || !orderIds.has(id)) answeredWithoutOrder.push(String(row.key));
    }
  }
  return {
    orders: Number(counts?.orders ?? 0),
    lines: Number(counts?.lines ?? 0),
    ordersWithoutLines: list(withoutLines, 'id'),
    totalsNotMatchingLines: list(badTotals, 'id'),
    duplicateNumbers: list(duplicates, 'number'),
    orphanLines: Number(orphans?.n ?? 0),
    answeredWithoutOrder,
    inProgressKeys,
  };
}

/**
 * Opens the PGlite database the API keeps in `dataDir` (the API must be stopped: PGlite allows
 * one opener) and runs `inspect` on it.
 */
export async function withPgliteQuery<T>(dataDir: string, inspect: (query: Query) => Promise<T>): Promise<T> {
  const db = new PGlite(join(dataDir, 'pglite'));
  await db.waitReady;
  try {
    return await inspect(async (text, values) => (await db.query<Record<string, unknown>>(text, values)).rows);
  } finally {
    await db.close();
  }
}

/** Runs `inspect` on a PostgreSQL database. */
export async function withPostgresQuery<T>(url: string, inspect: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await inspect(
      async (text, values) => (await client.query(text, values)).rows as Array<Record<string, unknown>>,
    );
  } finally {
    await client.end();
  }
}
