import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingMigrations } from '../db/migrate';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /ready', () => {
  it('is ready when the database answers and has every migration of this build', async () => {
    expect(await pendingMigrations(app.database.db)).toEqual([]);
    const response = await app.server.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is not ready while a migration of this build is missing (a newer release before its migration ran)', async () => {
    const last = (await app.database.db.execute(
      sql`select tag from schema_migrations order by tag desc limit 1`,
    )) as unknown as { rows: Array<{ tag: string }> };
    const tag = last.rows[0]!.tag;
    await app.database.db.execute(sql`delete from schema_migrations where tag = ${tag}`);
    try {
      expect(await pendingMigrations(app.database.db)).toEqual([tag]);
      const response = await app.server.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
      // Liveness does not depend on it: the process is up.
      expect((await app.server.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.database.db.execute(sql`insert into schema_migrations (tag) values (${tag})`);
    }
  });
});

describe('Cache-Control', () => {
  it('is no-store on every answer that sets none: personal answers and errors are never stored', async () => {
    const token = await app.tokenFor('person-1');
    const orders = await app.server.inject({
      method: 'GET',
      url: '/api/v1/persons/person-1/orders',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.headers['cache-control']).toBe('no-store');
    const refused = await app.server.inject({ method: 'GET', url: '/api/v1/persons/person-1/orders' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("keeps a route's own caching: the catalog is public and revalidated", async () => {
    const restos = await app.server.inject({ method: 'GET', url: '/1/p/cities?whiteLabel=alpha' });
    expect(restos.statusCode).toBe(200);
    expect(restos.headers['cache-control']).not.toBe('no-store');
    expect(restos.headers.etag).toBeTruthy();
  });
});
