import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../index';
import { containsPoint } from '../index';
import { loadCatalog, loadTenant } from './index';

const tenantsDir = fileURLToPath(new URL('../../../../tenants/', import.meta.url));
const packageDir = fileURLToPath(new URL('../../', import.meta.url));

describe('the demo tenant', () => {
  let catalog: Catalog;
  beforeAll(async () => {
    catalog = await loadCatalog(join(tenantsDir, 'demo'));
  });
  const byCity = (name: string) => catalog.cities.find((city) => city.name.ru === name)!;

  it('has Moscow with several delivering restos and Tver with one take-away-only resto', () => {
    const moscow = catalog.restos.filter((resto) => resto.cityId === byCity('Москва').id);
    const tver = catalog.restos.filter((resto) => resto.cityId === byCity('Тверь').id);
    expect(moscow.length).toBeGreaterThanOrEqual(3);
    expect(tver).toHaveLength(1);
    expect(tver[0]!.payConfig).toEqual({ takeAway: expect.any(Object) });
    expect(catalog.zones.filter((zone) => zone.cityId === byCity('Тверь').id)).toEqual([]);
  });

  it('draws Moscow zones with 2–3 thresholds around every Moscow resto', () => {
    const zones = catalog.zones.filter((zone) => zone.cityId === byCity('Москва').id);
    for (const zone of zones) expect(zone.thresholds.length).toBeGreaterThanOrEqual(2);
    for (const zone of zones) expect(zone.thresholds.length).toBeLessThanOrEqual(3);
    for (const resto of catalog.restos.filter((r) => r.cityId === byCity('Москва').id)) {
      expect(zones.some((zone) => zone.restoId === resto.id && containsPoint(zone.polygon, resto.location))).toBe(true);
    }
  });

  it('has a main menu of ≥ 120 positions in ≥ 10 groups, with ungrouped positions, an 18+ group and modifiers', () => {
    const positions = catalog.positions.filter((position) => position.menuId === 1);
    const groups = catalog.groups.filter((group) => group.menuId === 1);
    expect(positions.length).toBeGreaterThanOrEqual(120);
    expect(groups.length).toBeGreaterThanOrEqual(10);
    expect(positions.some((position) => position.groupId === null)).toBe(true);
    expect(groups.some((group) => group.adult)).toBe(true);
    const modifiers = catalog.modifiers.filter((group) => group.restoId === 1);
    expect(modifiers.some((group) => group.min >= 1)).toBe(true);
    expect(modifiers.some((group) => group.min === 0 && group.max > 1)).toBe(true);
    expect(positions.some((position) => position.tags.includes('EXTENDED_COOKING_TIME'))).toBe(true);
    expect(new Set(positions.map((position) => position.measure?.unit))).toEqual(new Set(['g', 'pc', 'ml', 'cm']));
  });

  it('gives every dish nutrition per 100, allergens, diets and ingredients; only named positions go without', () => {
    const without = (key: 'nutrition' | 'allergens' | 'diets' | 'ingredients') =>
      [...new Set(catalog.positions.filter((position) => !position[key]).map((position) => position.name.ru))].sort();
    // Chopsticks and wipes are not food; the dessert of the day changes daily and declares nothing.
    expect(without('nutrition')).toEqual(['Влажные салфетки', 'Десерт дня', 'Палочки для еды']);
    expect(without('allergens')).toEqual(['Десерт дня']);
    expect(without('ingredients')).toEqual(['Влажные салфетки', 'Палочки для еды']);
    // A piece without a weight keeps per 100 g only: the storefront shows no per-portion figure.
    expect(
      catalog.positions
        .filter((p) => p.measure?.unit === 'pc' && !p.measure.weight && p.nutrition)
        .map((p) => p.name.ru),
    ).toContain('Крылья баффало');
    const cheddar = catalog.modifiers.flatMap((group) => group.options).find((option) => option.name.ru === 'Чеддер');
    expect(cheddar).toMatchObject({ allergens: ['milk'], nutrition: { kcal: expect.any(Number) } });
  });

  it('time-slots the breakfasts from 08:00 to 11:30', () => {
    const breakfast = catalog.groups.find((group) => group.menuId === 1 && group.name.ru === 'Завтраки')!;
    const ids = catalog.positions
      .filter((position) => position.groupId === breakfast.id)
      .map((position) => position.id);
    const slot = catalog.timeSlots.find((s) => s.positionIds.includes(ids[0]!))!;
    expect(slot.positionIds).toEqual(ids);
    expect(slot.details).toContainEqual({ dayOfWeek: 1, startAt: '08:00', endAt: '11:30', isActive: true });
  });

  it('has every promotion rule type and a promo code for each promo error of spec §8', () => {
    expect(new Set(catalog.promotions.map((promotion) => promotion.rule?.type).filter(Boolean))).toEqual(
      new Set(['PERCENT_OFF_GROUP', 'FIXED_OFF_ORDER', 'NTH_ITEM', 'PICKUP_PERCENT']),
    );
    const codes = catalog.promoCodes;
    expect(codes.some((c) => c.restoIds.length > 0)).toBe(true); // not-found-for-resto
    expect(codes.some((c) => c.usageLimit !== null && (c.usedCount ?? 0) >= c.usageLimit)).toBe(true); // limit-exceed
    expect(codes.some((c) => c.perPersonLimit !== null)).toBe(true); // person-limit-exceed
    expect(codes.some((c) => c.startsAt && c.startsAt > '2027')).toBe(true); // before-start
    expect(codes.some((c) => c.endsAt && c.endsAt < '2026')).toBe(true); // after-finish
    expect(codes.some((c) => c.deliveryTypes.length === 1)).toBe(true); // invalid-delivery-type
    expect(codes.some((c) => !c.active)).toBe(true); // not-active
    expect(codes.some((c) => c.activeHours)).toBe(true); // hour-not-active
    expect(codes.map((c) => c.code)).toEqual(expect.arrayContaining(['WELCOME10', 'MINUS300']));
  });

  it('has a round-the-clock resto and a day off', () => {
    expect(
      catalog.restos.some((r) => r.openingHours.every((d) => d.active && d.open === '00:00' && d.close === '00:00')),
    ).toBe(true);
    expect(catalog.restos.some((r) => r.openingHours.some((d) => !d.active))).toBe(true);
  });

  it('has ≥ 60 addresses, most inside zones, some outside, a few without a house number', () => {
    const inside = catalog.gazetteer.filter((a) =>
      catalog.zones.some((zone) => containsPoint(zone.polygon, a.location)),
    );
    expect(catalog.gazetteer.length).toBeGreaterThanOrEqual(60);
    expect(inside.length).toBeGreaterThan(catalog.gazetteer.length / 2);
    expect(inside.length).toBeLessThan(catalog.gazetteer.length);
    expect(catalog.gazetteer.filter((a) => a.houseNumber === null).length).toBeGreaterThanOrEqual(2);
  });

  it('names only local images with their size', () => {
    const photos = [...catalog.positions.flatMap((p) => p.photos), ...catalog.restos.flatMap((r) => r.photos)];
    for (const photo of photos) {
      expect(photo.src).not.toMatch(/^[a-z]+:/);
      expect(photo.width).toBeGreaterThan(0);
    }
  });
});

describe('the sever tenant', () => {
  it('differs from demo: one city, delivery only, light theme, no promo codes, phone sign-in only', async () => {
    const [config, catalog] = await Promise.all([
      loadTenant(join(tenantsDir, 'sever')),
      loadCatalog(join(tenantsDir, 'sever')),
    ]);
    expect(catalog.cities).toHaveLength(1);
    expect(catalog.restos.every((resto) => resto.payConfig.delivery && !resto.payConfig.takeAway)).toBe(true);
    expect(catalog.menus.every((menu) => !menu.isTakeAway)).toBe(true);
    expect(catalog.positions.length).toBeGreaterThanOrEqual(40 * catalog.restos.length);
    expect(catalog.positions.filter((p) => !p.nutrition || !p.allergens || !p.diets || !p.ingredients)).toEqual([]);
    expect(catalog.promoCodes).toEqual([]);
    expect(config.branding.theme).toBe('light');
    expect(config.branding.colors.primary).not.toBe('#5bd0a4');
    expect(config.locales.available).toEqual(['ru', 'en', 'cnr']);
    expect(config.features.cart).toEqual({ personCount: false, promoCodes: false });
    expect(config.features.auth.methods).toEqual(['PHONE']);
  });
});

describe('scripts/generate-demo.ts', () => {
  it('regenerates exactly the checked-in catalogs', { timeout: 60_000 }, async () => {
    const out = await mkdtemp(join(tmpdir(), 'tarelka-demo-'));
    try {
      // The source condition: the generator uses @tarelka/domain's rules from source, as the CLI does.
      await promisify(execFile)(
        process.execPath,
        ['--conditions=@tarelka/source', '--import', 'tsx', 'scripts/generate-demo.ts', out],
        {
          cwd: packageDir,
        },
      );
      for (const id of ['demo', 'sever']) {
        const files = (await readdir(join(tenantsDir, id, 'catalog'))).sort();
        expect((await readdir(join(out, id, 'catalog'))).sort()).toEqual(files);
        for (const file of files) {
          const [expected, actual] = await Promise.all([
            readFile(join(tenantsDir, id, 'catalog', file), 'utf8'),
            readFile(join(out, id, 'catalog', file), 'utf8'),
          ]);
          expect(actual, `${id}/catalog/${file}`).toBe(expected);
        }
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
