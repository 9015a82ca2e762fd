import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumberSequence } from '../orders/order-service';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { migrate } from './migrate';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

type Rows<T> = { rows: T[] };

describe('migration 0300: order numbers from sequences', () => {
  it('turns the counters of an older database into sequences that go on from the last number', async () => {
    const { db } = database;
    // The state an older version left: migrations up to 0200 and a counter row per tenant.
    await db.execute(sql`delete from schema_migrations where tag = '0300_order_number_sequences'`);
    await db.execute(sql`create table order_counters (white_label text primary key, last_number bigint not null)`);
    await db.execute(sql`insert into order_counters values ('alpha', 1041), ('sever-grill', 2000)`);

    expect(await migrate(db)).toEqual(['0300_order_number_sequences']);

    const next = async (whiteLabel: string) => {
      const result = (await db.execute(
        sql`select nextval(${orderNumberSequence(whiteLabel)}::regclass)::int4 as n`,
      )) as unknown as Rows<{ n: number }>;
      return result.rows[0]?.n;
    };
    expect(await next('alpha')).toBe(1042);
    expect(await next('sever-grill')).toBe(2001);
    const table = (await db.execute(sql`select to_regclass('order_counters') as t`)) as unknown as Rows<{
      t: string | null;
    }>;
    expect(table.rows[0]?.t).toBeNull();
  });
});

describe('migration 0400: money as int8', () => {
  it('widens every money column to bigint', async () => {
    const result = (await database.db.execute(sql`
      select table_name || '.' || column_name as name, data_type as type from information_schema.columns
      where table_schema = 'public' and (
        (table_name = 'orders' and column_name in ('subtotal', 'discount_total', 'delivery_price', 'total'))
        or (table_name = 'order_lines' and column_name in ('price', 'sum', 'payable_amount'))
        or (table_name in ('payments', 'test_gateway_payments') and column_name = 'amount'))
      order by 1`)) as unknown as Rows<{ name: string; type: string }>;
    expect(result.rows).toHaveLength(9);
    expect(new Set(result.rows.map((row) => row.type))).toEqual(new Set(['bigint']));
  });
});

describe('migration 0500: orders for a later time', () => {
  it('adds nullable orders.scheduled_for (timestamptz) and tenants.scheduled_orders (jsonb)', async () => {
    const result = (await database.db.execute(sql`
      select table_name || '.' || column_name as name, data_type as type, is_nullable as nullable
      from information_schema.columns where table_schema = 'public' and (
        (table_name = 'orders' and column_name = 'scheduled_for')
        or (table_name = 'tenants' and column_name = 'scheduled_orders'))
      order by 1`)) as unknown as Rows<{ name: string; type: string; nullable: string }>;
    expect(result.rows).toEqual([
      { name: 'orders.scheduled_for', type: 'timestamp with time zone', nullable: 'YES' },
      { name: 'tenants.scheduled_orders', type: 'jsonb', nullable: 'YES' },
    ]);
  });
});
