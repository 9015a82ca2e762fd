// Catalog photos with content versions (issue 32): the catalog names each photo by its file's
// version, the API serves a versioned photo as immutable for a year and anything else to be
// revalidated, and the tenants folder carries the current versions for the storefront's prerender.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readTenant } from '../seed/read-catalog';
import { buildTenant } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { fileVersion, splitPhotoSrc, stampTenantPhotos, versionCatalogPhotos } from './photo-versions';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const repoTenants = fileURLToPath(new URL('../../../../tenants/', import.meta.url));
const tenantsDir = mkdtempSync(join(tmpdir(), 'tarelka-photos-'));
const photoFile = join(tenantsDir, 'alpha/assets/img/resto.webp');
mkdirSync(join(tenantsDir, 'alpha/assets/img'), { recursive: true });
writeFileSync(photoFile, 'RIFF-first-picture');

let app: TestApp;
beforeAll(async () => {
  const tenant = buildTenant();
  app = await createTestApp({
    tenants: [{ ...tenant, catalog: versionCatalogPhotos(tenant.catalog, join(tenantsDir, 'alpha/assets')) }],
    tenantsDir,
  });
});
afterAll(async () => {
  await app?.close();
  rmSync(tenantsDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers: { 'x-white-label': 'alpha', ...headers } });

describe('content-versioned catalog photos', () => {
  it('names each photo of the catalog by its content and serves that URL as immutable, anything else revalidated', async () => {
    const version = fileVersion(photoFile)!;
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    const [resto] = (await get('/1/p/restos?cityId=1')).json() as Array<{ photos: Array<{ src: string }> }>;
    const src = resto!.photos[0]!.src;
    expect(src).toBe(`/assets/alpha/img/resto.webp?v=${version}`);

    const photo = await get(src);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(photo.headers.etag).toBe(`"${version}"`);
    expect(photo.body).toBe('RIFF-first-picture');

    // Unversioned or with another version: the current file, revalidated with its ETag on every use.
    for (const url of ['/assets/alpha/img/resto.webp', '/assets/alpha/img/resto.webp?v=000000000000']) {
      const answer = await get(url);
      expect(answer.headers['cache-control']).toBe('public, no-cache');
      expect(answer.body).toBe('RIFF-first-picture');
    }
    const revalidated = await get('/assets/alpha/img/resto.webp', { 'if-none-match': `"${version}"` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // The picture replaced: a new version; the old URL is no longer immutable.
    writeFileSync(photoFile, 'RIFF-second-picture, longer');
    const next = fileVersion(photoFile)!;
    expect(next).not.toBe(version);
    expect((await get(src)).headers['cache-control']).toBe('public, no-cache');
    expect((await get(`/assets/alpha/img/resto.webp?v=${next}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/assets/alpha/img/none.webp')).statusCode).toBe(404);
    expect((await get('/assets/alpha/..%2F..%2Fetc/passwd.png')).statusCode).toBe(404);
  });

  it("keeps the repository's tenants stamped with the current versions (else: pnpm --filter @tarelka/api photos:stamp)", () => {
    expect(stampTenantPhotos(repoTenants, { write: false })).toEqual([]);
    const { catalog } = readTenant(repoTenants, 'sever');
    const photos = catalog.positions.flatMap((position) => position.photos);
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(splitPhotoSrc(photo.src).version).toMatch(/^[0-9a-f]{12}$/);
  });
});
