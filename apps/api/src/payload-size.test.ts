// Issue 14 budget: the positions of a 200-position menu weigh at most 30 KiB brotli on the wire.
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import type { Catalog } from '@tarelka/tenant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTenant } from './seed/read-catalog';
import { buildTenant } from './testing/fixtures';
import { createTestApp, type TestApp } from './testing/test-app';

/** The budget of issue 14, bytes. */
const BUDGET = 30 * 1024;
const MENU_ID = 1;
const SIZE = 200;

type CatalogPosition = Catalog['positions'][number];

/** Variants that make a real menu's second page: same dish family, its own name, text and price. */
const VARIANTS = [
  { ru: 'большая порция', en: 'large', extra: { ru: 'двойная порция', en: 'double portion' }, price: 1.6 },
  { ru: 'острая', en: 'spicy', extra: { ru: 'перец чили, халапеньо', en: 'chili pepper, jalapeño' }, price: 1.1 },
  { ru: 'с трюфелем', en: 'with truffle', extra: { ru: 'трюфельное масло', en: 'truffle oil' }, price: 1.4 },
  { ru: 'веган', en: 'vegan', extra: { ru: 'без продуктов животного происхождения', en: 'plant-based' }, price: 1.05 },
] as const;

/**
 * The demo tenant's catalog with its first menu grown to 200 positions: the demo's own dishes
 * (names, descriptions, photos with alt texts, modifiers, nutrition as the tenant has them), each
 * distinct dish once, then variants of them with their own names, descriptions and prices.
 */
function twoHundredPositionCatalog(): Catalog {
  const demo = readTenant(fileURLToPath(new URL('../../../tenants', import.meta.url)), 'demo').catalog;
  const groupByName = new Map(
    demo.groups.filter((group) => group.menuId === MENU_ID).map((group) => [group.name.ru, group.id]),
  );
  const groupName = new Map(demo.groups.map((group) => [group.id, group.name.ru]));
  const modifierIds = new Set(demo.modifiers.filter((group) => group.restoId === 1).map((group) => group.id));
  const seen = new Set<string>();
  const distinct: CatalogPosition[] = [];
  // Menu 1 first, so its own dishes keep their groups and modifiers.
  for (const position of [...demo.positions].sort(
    (a, b) => Number(a.menuId !== MENU_ID) - Number(b.menuId !== MENU_ID),
  )) {
    if (seen.has(position.name.ru)) continue;
    seen.add(position.name.ru);
    distinct.push(position);
  }
  const menu: CatalogPosition[] = [];
  for (let i = 0; menu.length < SIZE; i++) {
    const base = distinct[i % distinct.length]!;
    const variant = i < distinct.length ? null : VARIANTS[Math.floor(i / distinct.length - 1) % VARIANTS.length]!;
    const groupId = base.groupId === null ? null : (groupByName.get(groupName.get(base.groupId) ?? '') ?? null);
    const description = base.description
      ? {
          ...base.description,
          ru: variant ? `${base.description.ru}, ${variant.extra.ru}` : base.description.ru,
          ...(base.description.en
            ? { en: variant ? `${base.description.en}, ${variant.extra.en}` : base.description.en }
            : {}),
        }
      : undefined;
    menu.push({
      ...base,
      id: 90_000 + menu.length,
      menuId: MENU_ID,
      groupId,
      name: variant
        ? {
            ...base.name,
            ru: `${base.name.ru}, ${variant.ru}`,
            ...(base.name.en ? { en: `${base.name.en}, ${variant.en}` } : {}),
          }
        : base.name,
      ...(description ? { description } : {}),
      price: variant ? Math.round((base.price * variant.price) / 1000) * 1000 - 100 : base.price,
      modifierGroupIds: base.modifierGroupIds.filter((id) => modifierIds.has(id)),
      order: menu.length + 1,
    });
  }
  return { ...demo, positions: [...demo.positions.filter((p) => p.menuId !== MENU_ID), ...menu] };
}

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ tenants: [buildTenant('demo', twoHundredPositionCatalog())] });
}, 30_000);
afterAll(() => app.close());

describe('payload size', () => {
  it('sends the positions of a 200-position menu brotli-compressed in at most 30 KiB', async () => {
    const answer = await app.server.inject({
      method: 'GET',
      url: `/1/p/menus/${MENU_ID}/positions?lang=ru`,
      headers: { 'x-white-label': 'demo', 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    const wire = answer.rawPayload;
    const json = brotliDecompressSync(wire);
    const positions = JSON.parse(json.toString('utf8')) as Array<{
      id: number;
      name: string;
      description: string | null;
      photos: unknown[];
    }>;
    // The payload is the realistic one: 200 distinct positions with their texts and photos.
    expect(positions).toHaveLength(SIZE);
    expect(new Set(positions.map((p) => p.name)).size).toBe(SIZE);
    expect(positions.filter((p) => p.description).length).toBeGreaterThan(SIZE * 0.9);
    expect(positions.filter((p) => p.photos.length > 0).length).toBeGreaterThan(SIZE * 0.9);
    console.info(
      `positions of a ${SIZE}-position menu: ${json.length} B JSON, ${wire.length} B brotli (budget ${BUDGET} B)`,
    );
    expect(wire.length).toBeLessThanOrEqual(BUDGET);
  });
});
