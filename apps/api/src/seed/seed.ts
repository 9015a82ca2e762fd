import { createHash } from 'node:crypto';
import type { Catalog, ScheduledOrderSettings } from '@tarelka/tenant';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  addresses,
  cities,
  menus,
  modifierGroups,
  positionGroups,
  positions,
  promoCodes,
  promoCodeUses,
  promotions,
  restos,
  tenants,
  timeSlots,
  zones,
} from '../db/schema';
import { listTenants, readTenant } from './read-catalog';

/** What {@link seedTenant} stores. */
export interface TenantSeed {
  id: string;
  name: string;
  origins?: string[];
  catalog: Catalog;
  /** `features.scheduledOrders` with its defaults; absent or null: as soon as possible only. */
  scheduledOrders?: ScheduledOrderSettings | null;
}

const CHUNK = 200;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * A short hash of the catalog: the version that catalog ETags and caches key on (the scheduled
 * order settings count: a change reaches every instance as a catalog change does).
 */
export function catalogVersion(seed: TenantSeed): string {
  const settings = seed.scheduledOrders ? [seed.scheduledOrders] : [];
  return createHash('sha256')
    .update(JSON.stringify([seed.name, seed.origins ?? [], seed.catalog, ...settings]))
    .digest('hex')
    .slice(0, 20);
}

/**
 * Replaces a tenant's catalog in one transaction (orders and promo code usage are kept). Promo code
 * usage counts restart from the catalog's `usedCount` plus the uses already recorded.
 */
export async function seedTenant(db: Db, seed: TenantSeed): Promise<{ version: string }> {
  const wl = seed.id;
  const version = catalogVersion(seed);
  const { catalog } = seed;
  const scheduledOrders = seed.scheduledOrders ?? null;
  await db.transaction(async (tx) => {
    await tx
      .insert(tenants)
      .values({ id: wl, name: seed.name, origins: seed.origins ?? [], catalogVersion: version, scheduledOrders })
      .onConflictDoUpdate({
        target: tenants.id,
        set: {
          name: seed.name,
          origins: seed.origins ?? [],
          catalogVersion: version,
          scheduledOrders,
          seededAt: sql`now()`,
        },
      });
    for (const table of [
      cities,
      restos,
      menus,
      positionGroups,
      positions,
      modifierGroups,
      zones,
      promotions,
      timeSlots,
      addresses,
    ]) {
      await tx.delete(table).where(eq(table.whiteLabel, wl));
    }
    await tx.delete(promoCodes).where(eq(promoCodes.whiteLabel, wl));
    const rows = <T extends { id: number }>(items: T[]) => items.map((data) => ({ whiteLabel: wl, id: data.id, data }));
    await insertChunks(rows(catalog.cities), (chunk) => tx.insert(cities).values(chunk));
    await insertChunks(rows(catalog.restos), (chunk) => tx.insert(restos).values(chunk));
    await insertChunks(rows(catalog.menus), (chunk) => tx.insert(menus).values(chunk));
    await insertChunks(rows(catalog.groups), (chunk) => tx.insert(positionGroups).values(chunk));
    await insertChunks(rows(catalog.positions), (chunk) => tx.insert(positions).values(chunk));
    await insertChunks(rows(catalog.modifiers), (chunk) => tx.insert(modifierGroups).values(chunk));
    await insertChunks(rows(catalog.zones), (chunk) => tx.insert(zones).values(chunk));
    await insertChunks(rows(catalog.promotions), (chunk) => tx.insert(promotions).values(chunk));
    await insertChunks(
      catalog.timeSlots.map((data, index) => ({ whiteLabel: wl, id: index + 1, data })),
      (chunk) => tx.insert(timeSlots).values(chunk),
    );
    await insertChunks(rows(catalog.gazetteer), (chunk) => tx.insert(addresses).values(chunk));
    for (const promo of catalog.promoCodes) {
      const code = promo.code.toUpperCase();
      const [uses] = await tx
        .select({ n: count() })
        .from(promoCodeUses)
        .where(and(eq(promoCodeUses.whiteLabel, wl), eq(promoCodeUses.code, code)));
      await tx
        .insert(promoCodes)
        .values({ whiteLabel: wl, code, data: promo, usedCount: (promo.usedCount ?? 0) + (uses?.n ?? 0) });
    }
  });
  return { version };
}

/** Seeds one tenant from `tenants/<id>/`. */
export async function seedTenantFromDisk(db: Db, tenantsDir: string, id: string) {
  const source = readTenant(tenantsDir, id);
  const result = await seedTenant(db, source);
  return { ...result, missing: source.missing };
}

/** An arbitrary constant: the advisory lock that serialises first-start seeding across instances. */
const SEED_LOCK = 727_002;

/**
 * Seeds every tenant of `tenantsDir` when the database has none yet (first start), in one
 * transaction under an advisory lock: instances starting together on an empty PostgreSQL seed it
 * once (the others wait, then find it seeded). Returns the tenants seeded.
 */
export async function seedIfEmpty(db: Db, tenantsDir: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(tenants);
    if ((existing?.n ?? 0) > 0) return [];
    const ids = listTenants(tenantsDir);
    for (const id of ids) await seedTenantFromDisk(tx, tenantsDir, id);
    return ids;
  });
}
