import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryKey } from '../auth/persons';
import { orderNumberSequence } from '../orders/order-service';
import { seedTenant } from '../seed/seed';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../testing/database';
import { buildTenant } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { migrate, migrationTags, pendingMigrations } from './migrate';

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

describe('migration 0600: the customer account', () => {
  it('copies the deliveries of the orders before it, one per place and contact, keyed as new orders key them', async () => {
    const { db } = database;
    // The state 0500 left, with three orders of one person: twice to one place, once to another.
    await db.execute(sql`delete from schema_migrations where tag = '0600_account'`);
    await db.execute(sql`drop table person_deliveries`);
    await db.execute(sql`drop table order_status_changes`);
    await db.execute(sql`drop index orders_active`);
    await db.execute(sql`alter table orders drop column status_at, drop column cancel_reason`);
    const contact = { name: 'Анна', email: 'anna@example.test', phone: '+79995550301' };
    const order = (n: number, address: string, at: string) => sql`
      insert into orders (id, white_label, number, person_id, resto_id, status, delivery_type, pay_type, subtotal,
        discount_total, delivery_price, total, person_count, comment, person, delivery_place, created_at)
      values (gen_random_uuid(), 'alpha', ${String(n)}, 'p-0600', 1, 'DONE', 'DELIVERY', 'CASH_UPON_RECEIPT', 1000, 0, 0,
        1000, 1, '', ${JSON.stringify(contact)}::jsonb,
        ${JSON.stringify({ address, location: { lat: 55.75, lng: 37.6 } })}::jsonb, ${at}::timestamptz)`;
    await db.execute(order(9001, 'Тверская улица, 12', '2026-03-01T09:00:00Z'));
    await db.execute(order(9002, 'Арбат, 1', '2026-03-02T09:00:00Z'));
    await db.execute(order(9003, 'Тверская улица, 12', '2026-03-03T09:00:00Z'));

    expect(await migrate(db)).toEqual(['0600_account']);

    const rows = (await db.execute(sql`
      select key, person_name, email, place->>'address' as address, created_at, used_at from person_deliveries
      where person_id = 'p-0600' order by used_at desc`)) as unknown as Rows<{
      key: string;
      person_name: string;
      address: string;
      created_at: Date | string;
      used_at: Date | string;
    }>;
    expect(rows.rows.map((row) => [row.address, row.person_name])).toEqual([
      ['Тверская улица, 12', 'Анна'],
      ['Арбат, 1', 'Анна'],
    ]);
    const iso = (value: Date | string) => new Date(value).toISOString();
    expect([iso(rows.rows[0]!.created_at), iso(rows.rows[0]!.used_at)]).toEqual([
      '2026-03-01T09:00:00.000Z',
      '2026-03-03T09:00:00.000Z',
    ]);
    expect(rows.rows[0]!.key).toBe(deliveryKey({ address: 'Тверская улица, 12' }, contact));
  });
});

describe('an upgrade from the previous release', () => {
  it(`migrates a ${TEST_DB} database of the previous release with its data, which this release then serves`, async () => {
    const tags = migrationTags();
    const old = await createTestDatabase(TEST_DB, { schema: 'previous' });
    try {
      expect(await pendingMigrations(old.db)).toEqual([tags.at(-1)]);
      const { db } = old;
      // What the previous release wrote, in its own columns: a tenant, a person, a paid order of
      // two lines whose total is past 2³¹ kopecks, and its payment.
      const person = '6f1b8f0e-5a52-4c55-9e0b-1c2d3e4f5a6b';
      const order = '0b7e0c1a-2d3e-4f50-8a1b-2c3d4e5f6a7b';
      const contact = { name: 'Вера', email: 'vera@example.test', phone: '+79995550777' };
      await db.execute(sql`insert into tenants (id, name, catalog_version) values ('alpha', 'Alpha', 'v-previous')`);
      await db.execute(sql`insert into persons (id, white_label, first_name, phone, created_at)
        values (${person}, 'alpha', 'Вера', '+79995550777', '2026-10-01T09:00:00Z')`);
      await db.execute(sql`
        insert into orders (id, white_label, number, person_id, resto_id, status, delivery_type, pay_type, subtotal,
          discount_total, delivery_price, total, person_count, comment, person, delivery_place, created_at)
        values (${order}, 'alpha', '1042', ${person}, 1, 'NEW', 'DELIVERY', 'CARD_ONLINE', 3000000000, 0, 19900, 3000019900,
          2, 'без лука', ${JSON.stringify(contact)}::jsonb,
          ${JSON.stringify({ address: 'Тверская улица, 12', location: { lat: 55.75, lng: 37.6 } })}::jsonb,
          '2026-10-02T09:00:00Z')`);
      for (const [lineNo, sum] of [
        [1, 2999990000],
        [2, 10000],
      ] as const) {
        await db.execute(sql`
          insert into order_lines (order_id, line_no, position_id, name, count, price, sum, payable_amount, modifiers,
            discounts, promo_codes, specials)
          values (${order}, ${lineNo}, ${100 + lineNo}, ${`Блюдо ${lineNo}`}, 1, ${sum}, ${sum}, ${sum}, '[]', '[]', '[]', '[]')`);
      }
      await db.execute(sql`
        insert into payments (id, white_label, order_id, gateway, amount, currency, status, created_at, updated_at)
        values (gen_random_uuid(), 'alpha', ${order}, 'test', 3000019900, 'RUB', 'SUCCEEDED', '2026-10-02T09:00:05Z',
          '2026-10-02T09:01:00Z')`);

      expect(await migrate(db)).toEqual([tags.at(-1)]);
      expect(await pendingMigrations(db)).toEqual([]);

      const kept = (await db.execute(sql`
        select o.number, o.total::text as total, o.comment, o.person->>'name' as name,
          (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
          (select sum(l.sum)::text from order_lines l where l.order_id = o.id) as lines_sum,
          (select p.amount::text from payments p where p.order_id = o.id) as paid
        from orders o where o.id = ${order}`)) as unknown as Rows<Record<string, unknown>>;
      expect(kept.rows).toEqual([
        {
          number: '1042',
          total: '3000019900',
          comment: 'без лука',
          name: 'Вера',
          lines: 2,
          lines_sum: '3000000000',
          paid: '3000019900',
        },
      ]);

      // This release on the upgraded database (after the deploy's re-seed): the person's history
      // lists the old order with its sums.
      await seedTenant(db, buildTenant());
      const logLines: string[] = [];
      const app = await createTestApp({ database: old, logLines });
      try {
        const history = await app.server.inject({
          method: 'GET',
          url: `/api/v1/persons/${person}/orders`,
          headers: { authorization: `Bearer ${await app.tokenFor(person, 'alpha')}`, 'x-white-label': 'alpha' },
        });
        expect(history.statusCode, logLines.filter((l) => l.includes('"level":50')).join('\n')).toBe(200);
        expect(history.body).toContain('"1042"');
        expect(history.body).toContain('3000019900');
      } finally {
        await app.close();
      }
    } finally {
      await old.dispose();
    }
  }, 120_000);
});
