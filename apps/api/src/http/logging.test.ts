import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIDE } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { safeUrl } from './logging';

let app: TestApp;
let token: string;
const lines: string[] = [];

const customer = {
  name: 'Аполлинария Логова',
  email: 'apollinaria.logova@private.test',
  phone: '+79991234567',
};
const address = 'Тайная улица, 7';
// Values that a timestamp, pid or port in a log line cannot contain by chance ('1313' once matched a timestamp).
const apartment = '13Щ';
const comment = 'Домофон 42К, не звонить';

/** Every personal value of the order below, as it could appear in a log line. */
const personal = () => [
  customer.name,
  customer.email,
  customer.phone,
  customer.phone.slice(1),
  address,
  apartment,
  comment,
  token,
];

beforeAll(async () => {
  app = await createTestApp({ logLines: lines });
  token = await app.tokenFor('person-1');
});
afterAll(() => app.close());

describe('the log', () => {
  it('keeps a failed SQL statement without its parameter values (the order insert fails)', async () => {
    // Every new order row now breaks a constraint: PostgreSQL's DETAIL would repeat the whole row
    // ("Failing row contains (…)") and Drizzle's error its parameters (person, place, comment).
    await app.database.db.execute(sql`alter table orders add constraint orders_refused check (false) not valid`);
    lines.length = 0;
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/v1/persons/person-1/orders',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'log-1' },
      payload: {
        restoId: 1,
        deliveryType: 'DELIVERY',
        payType: 'CASH_UPON_RECEIPT',
        positions: [{ id: 102, count: 4 }],
        deliveryPlace: { address, apartment, location: INSIDE },
        person: customer,
        comment,
      },
    });
    await app.database.db.execute(sql`alter table orders drop constraint orders_refused`);
    expect(response.statusCode).toBe(500);
    expect(response.json().errors[0].code).toBe('server.error');

    const failed = lines.find((line) => line.includes('"request failed"'));
    expect(failed).toBeDefined();
    const entry = JSON.parse(failed!) as { err: Record<string, unknown> & { cause: Record<string, unknown> } };
    expect(entry.err.message).toMatch(/^Failed query: with lock as/);
    expect(entry.err).not.toHaveProperty('params');
    expect(entry.err.cause).toMatchObject({ code: '23514', table: 'orders', constraint: 'orders_refused' });
    expect(entry.err.cause).not.toHaveProperty('detail');
    for (const line of lines) for (const value of personal()) expect(line).not.toContain(value);
  });

  it('redacts personal keys in any logged object and personal query values in request lines', async () => {
    lines.length = 0;
    app.server.log.info({ sms: { phone: customer.phone }, order: { person: customer } }, 'personal');
    await app.server.inject({ method: 'GET', url: `/dev/sms-outbox?phone=${encodeURIComponent(customer.phone)}` });
    const logged = lines.find((line) => line.includes('"personal"'));
    expect(JSON.parse(logged!)).toMatchObject({
      sms: { phone: '[redacted]' },
      order: { person: { name: '[redacted]', email: '[redacted]', phone: '[redacted]' } },
    });
    // Redaction writes the line, not the objects: the customer is intact afterwards.
    expect(customer.email).toBe('apollinaria.logova@private.test');
    expect(lines.some((line) => line.includes('/dev/sms-outbox?phone=[redacted]'))).toBe(true);
    for (const line of lines) for (const value of personal()) expect(line).not.toContain(value);
  });
});

describe('safeUrl', () => {
  it('hides the values of personal query parameters and keeps the rest', () => {
    expect(safeUrl('/api/v1/geo/autocomplete?input=%D0%A2%D0%B0%D0%B9&cityId=1&lang=ru')).toBe(
      '/api/v1/geo/autocomplete?input=[redacted]&cityId=1&lang=ru',
    );
    expect(safeUrl('/geo/reverse?lat=55.7&lng=37.6')).toBe('/geo/reverse?lat=[redacted]&lng=[redacted]');
    expect(safeUrl('/1/cities?whiteLabel=alpha')).toBe('/1/cities?whiteLabel=alpha');
    expect(safeUrl('/health')).toBe('/health');
  });
});
