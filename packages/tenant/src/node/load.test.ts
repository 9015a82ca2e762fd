import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TenantConfigError } from '../index';
import { checkTenant, loadCatalog, loadTenant } from './index';

const tenantsDir = fileURLToPath(new URL('../../../../tenants/', import.meta.url));

let work: string;
let dir: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'tarelka-tenant-'));
  dir = join(work, 'acme');
  await cp(join(tenantsDir, 'sever'), dir, { recursive: true });
  await edit('tenant.json', (config) => ({ ...config, id: 'acme' }));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Rewrites one JSON file of the copied tenant. */
// The tests break files on purpose, so the JSON is deliberately untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function edit(file: string, change: (value: any) => unknown): Promise<void> {
  const path = join(dir, file);
  await writeFile(path, JSON.stringify(change(JSON.parse(await readFile(path, 'utf8')))));
}

describe('checkTenant', () => {
  it.each(['demo', 'sever'])('finds no problem in the %s tenant', async (id) => {
    expect(await checkTenant(join(tenantsDir, id))).toEqual([]);
  });

  it('reports a missing required field of tenant.json with file and path', async () => {
    await edit('tenant.json', ({ seo: _seo, ...config }) => config);
    expect(await checkTenant(dir)).toEqual([
      {
        file: join(dir, 'tenant.json'),
        path: '$.seo',
        message: 'is required',
        hint: expect.stringContaining('add "seo"'),
      },
    ]);
  });

  it('refuses an SVG sharing image, which social networks do not preview', async () => {
    await edit('tenant.json', (config) => ({
      ...config,
      seo: { ...config.seo, image: { src: 'logo.svg', width: 1200, height: 630 } },
    }));
    expect(await checkTenant(dir)).toEqual([
      {
        file: join(dir, 'tenant.json'),
        path: '$.seo.image.src',
        message: expect.stringContaining('is not a JPEG, PNG, WebP or GIF image (logo.svg)'),
        hint: expect.stringContaining('JPEG or PNG'),
      },
    ]);
  });

  it('reports a wrong type in tenant.json', async () => {
    await edit('tenant.json', (config) => ({ ...config, currency: 643 }));
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({ file: join(dir, 'tenant.json'), path: '$.currency', message: 'must be string' }),
    ]);
  });

  it('reports an unknown key in a catalog file', async () => {
    await edit('catalog/menus.json', (menus) => [{ ...menus[0], isDelivry: true }, ...menus.slice(1)]);
    expect(await checkTenant(dir)).toEqual([
      {
        file: join(dir, 'catalog/menus.json'),
        path: '$[0].isDelivry',
        message: 'is not a known field',
        hint: 'did you mean "isDelivery"?',
      },
    ]);
  });

  it('reports a zone whose resto does not exist', async () => {
    await edit('catalog/zones.json', (zones) => [{ ...zones[0], restoId: 99 }, ...zones.slice(1)]);
    expect(await checkTenant(dir)).toEqual([
      {
        file: join(dir, 'catalog/zones.json'),
        path: '$[0].restoId',
        message: 'refers to restos id 99, which does not exist',
        hint: 'use the id of an entry in restos.json (known: 11, 12, 13)',
      },
    ]);
  });

  it('reports an open polygon and says which point closes it', async () => {
    await edit('catalog/zones.json', (zones) => [
      { ...zones[0], polygon: zones[0].polygon.slice(0, -1) },
      ...zones.slice(1),
    ]);
    const problems = await checkTenant(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: join(dir, 'catalog/zones.json'),
        path: '$[0].polygon',
        message: 'is not closed: the last point differs from the first',
      }),
    ]);
    expect(problems[0]!.hint).toMatch(/^append \{"lat":59\.\d+,"lng":30\.\d+\} as the last point$/);
  });

  it('reports a self-intersecting polygon', async () => {
    const bowTie = [
      { lat: 59.93, lng: 30.3 },
      { lat: 59.95, lng: 30.34 },
      { lat: 59.95, lng: 30.3 },
      { lat: 59.93, lng: 30.34 },
      { lat: 59.93, lng: 30.3 },
    ];
    await edit('catalog/zones.json', (zones) => [{ ...zones[0], polygon: bowTie }, ...zones.slice(1)]);
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({
        file: join(dir, 'catalog/zones.json'),
        path: '$[0].polygon[0]',
        message: 'intersects itself: edge 0 crosses edge 2',
      }),
    ]);
  });

  it('reports prices that are not integers ≥ 0', async () => {
    await edit('catalog/positions.json', (positions) => [
      { ...positions[0], price: 420.5 },
      { ...positions[1], price: -100 },
      ...positions.slice(2),
    ]);
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({
        file: join(dir, 'catalog/positions.json'),
        path: '$[0].price',
        message: 'must be integer',
      }),
      expect.objectContaining({
        file: join(dir, 'catalog/positions.json'),
        path: '$[1].price',
        message: 'must be >= 0',
      }),
    ]);
  });

  it('reports a position whose group, menu or modifier group does not exist', async () => {
    await edit('catalog/positions.json', (positions) => [
      { ...positions[0], groupId: 4242, menuId: 77, modifierGroupIds: [5] },
      ...positions.slice(1),
    ]);
    const paths = (await checkTenant(dir)).map((problem) => problem.path);
    expect(paths).toEqual(['$[0].menuId', '$[0].groupId', '$[0].modifierGroupIds[0]']);
  });

  it('reports gazetteer entries without coordinates', async () => {
    await edit('catalog/gazetteer.json', ([{ location: _location, ...first }, ...rest]) => [first, ...rest]);
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({
        file: join(dir, 'catalog/gazetteer.json'),
        path: '$[0].location',
        message: 'is required',
      }),
    ]);
  });

  it('reports defaults that point nowhere', async () => {
    await edit('tenant.json', (config) => ({
      ...config,
      defaults: { cityId: 11, restoId: 404, deliveryType: 'TAKE_AWAY' },
    }));
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({
        file: join(dir, 'tenant.json'),
        path: '$.defaults.restoId',
        message: 'refers to resto 404, which is not in catalog/restos.json',
      }),
      expect.objectContaining({
        path: '$.defaults.deliveryType',
        message: 'TAKE_AWAY is not offered by any resto there',
      }),
    ]);
  });

  it('reports a page without content and an id that differs from the folder', async () => {
    await rm(join(dir, 'pages/dostavka.ru.md'));
    await edit('tenant.json', (config) => ({ ...config, id: 'other' }));
    expect((await checkTenant(dir)).map(({ path, message }) => `${path} ${message}`)).toEqual([
      '$.id is "other" but the folder is "acme"',
      '$.pages[0] has no content: pages/dostavka.ru.md is missing',
    ]);
  });

  it('wants each page in the default locale, the one other locales fall back to', async () => {
    await writeFile(join(dir, 'pages/dostavka.en.md'), '# Delivery');
    await edit('tenant.json', (config) => ({ ...config, locales: { available: ['ru', 'en', 'cnr'], default: 'en' } }));
    const messages = (await checkTenant(dir)).map(({ message }) => message);
    expect(messages).toContain('has no content: pages/terms-of-sale.en.md is missing');
    expect(messages.filter((message) => message.includes('dostavka'))).toEqual([]);
  });

  it('reports a catalog photo missing from assets/', async () => {
    await rm(join(dir, 'assets/emoji/1f95f.webp'));
    const problems = await checkTenant(dir);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toEqual(
      expect.objectContaining({ message: 'names assets/emoji/1f95f.webp, which does not exist' }),
    );
  });

  it('wants manifest icons the manifest can declare, a PNG maskable icon square and ≥ 512 px', async () => {
    const png = (width: number, height: number) => {
      const bytes = new Uint8Array(33);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
      new DataView(bytes.buffer).setUint32(16, width);
      new DataView(bytes.buffer).setUint32(20, height);
      return bytes;
    };
    await writeFile(join(dir, 'assets/maskable.png'), png(192, 192));
    await writeFile(join(dir, 'assets/icon.gif'), 'GIF89a');
    await edit('tenant.json', (config) => ({
      ...config,
      branding: { ...config.branding, icons: { favicon: 'icon.gif', maskable: 'maskable.png' } },
    }));
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({
        file: join(dir, 'tenant.json'),
        path: '$.branding.icons.favicon',
        message: 'is not an SVG, PNG, WebP or ICO image (icon.gif)',
      }),
      expect.objectContaining({
        file: join(dir, 'tenant.json'),
        path: '$.branding.icons.maskable',
        message: 'is 192×192 px, not a square of at least 512 px',
      }),
    ]);
    await writeFile(join(dir, 'assets/maskable.png'), png(512, 512));
    await edit('tenant.json', (config) => ({
      ...config,
      branding: { ...config.branding, icons: { favicon: 'favicon.svg', maskable: 'maskable.png' } },
    }));
    expect(await checkTenant(dir)).toEqual([]);
  });

  it('reports a file that is not JSON and keeps checking the others', async () => {
    await writeFile(join(dir, 'catalog/promotions.json'), '[{"id": 1,');
    await edit('catalog/zones.json', (zones) => [{ ...zones[0], restoId: 99 }, ...zones.slice(1)]);
    expect((await checkTenant(dir)).map((problem) => [problem.file.slice(dir.length), problem.path])).toEqual([
      ['/catalog/promotions.json', '$'],
      ['/catalog/zones.json', '$[0].restoId'],
    ]);
  });
});

describe('loadCatalog', () => {
  it('returns the catalog of a valid tenant', async () => {
    const catalog = await loadCatalog(dir);
    expect(catalog.cities.map((city) => city.name.ru)).toEqual(['Санкт-Петербург']);
    expect(catalog.positions.length).toBeGreaterThan(40);
  });

  it('throws every problem with file and path', async () => {
    await edit('catalog/zones.json', (zones) => [{ ...zones[0], restoId: 99 }, ...zones.slice(1)]);
    const error = await loadCatalog(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TenantConfigError);
    expect((error as TenantConfigError).message).toContain(
      `${join(dir, 'catalog/zones.json')}: $[0].restoId: refers to restos id 99`,
    );
  });
});

describe('loadTenant', () => {
  it('returns the parsed tenant.json', async () => {
    expect((await loadTenant(join(tenantsDir, 'demo'))).branding.colors.primary).toBe('#5bd0a4');
  });

  it('throws for a folder without tenant.json', async () => {
    await rm(join(dir, 'tenant.json'));
    await expect(loadTenant(dir)).rejects.toThrow(`${join(dir, 'tenant.json')}: $: is missing`);
  });
});
