import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../config/env';
import { join } from 'node:path';
import { migrate } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { buildCatalog, buildTenant } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { listTenants } from './read-catalog';
import { seedIfEmpty, seedTenant } from './seed';
import { loadSnapshot } from '../catalog/snapshot';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('seeding', () => {
  it('seeds every tenant of tenants/ on first start, and only then', async () => {
    const tenantsDir = join(REPO_ROOT, 'tenants');
    const ids = listTenants(tenantsDir);
    expect(ids).toContain('demo');
    expect(await seedIfEmpty(database.db, tenantsDir)).toEqual(ids);
    expect(await seedIfEmpty(database.db, tenantsDir)).toEqual([]);
    for (const id of ids) {
      const snapshot = await loadSnapshot(database.db, id);
      expect(snapshot?.cities.length).toBeGreaterThan(0);
    }
    const demo = await loadSnapshot(database.db, 'demo');
    expect(demo?.restos.length).toBeGreaterThan(0);
    expect(demo?.positionById.size).toBeGreaterThan(0);
  });

  it('seeds once when two instances start together on an empty database', async () => {
    const fresh = await createTestDatabase();
    try {
      const tenantsDir = join(REPO_ROOT, 'tenants');
      const results = await Promise.all([seedIfEmpty(fresh.db, tenantsDir), seedIfEmpty(fresh.db, tenantsDir)]);
      expect(results.map((ids) => ids.length).sort()).toEqual([0, listTenants(tenantsDir).length]);
      expect((await loadSnapshot(fresh.db, 'demo'))?.restos.length).toBeGreaterThan(0);
    } finally {
      await fresh.dispose();
    }
  });

  it('runs migrations once', async () => {
    expect(await migrate(database.db)).toEqual([]);
  });

  it('re-seeds a tenant: the API serves the new catalog, other tenants untouched', async () => {
    const app = await createTestApp({ tenants: [buildTenant('alpha'), buildTenant('beta')] });
    try {
      const city = () =>
        app.server
          .inject({ method: 'GET', url: '/1/p/cities/1', headers: { 'x-white-label': 'alpha' } })
          .then((r) => r.json());
      expect((await city()).name).toBe('Тестоград');
      await seedTenant(app.database.db, buildTenant('alpha', buildCatalog('Новоград')));
      // Snapshots are rechecked in the background: the new catalog shows on a following request.
      await vi.waitFor(async () => expect((await city()).name).toBe('Новоград'), { timeout: 5000, interval: 20 });
      const beta = await app.server.inject({
        method: 'GET',
        url: '/1/p/cities/1',
        headers: { 'x-white-label': 'beta' },
      });
      expect(beta.json().name).toBe('Тестоград');
    } finally {
      await app.close();
    }
  });
});
