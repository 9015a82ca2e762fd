import type {
  CatalogAddress,
  CatalogCity,
  CatalogGroup,
  CatalogMenu,
  CatalogModifierGroup,
  CatalogPosition,
  CatalogPromoCode,
  CatalogPromotion,
  CatalogResto,
  CatalogTimeSlot,
  CatalogZone,
  ScheduledOrderSettings,
} from '@tarelka/tenant';
import { scheduledOrderSettings } from '@tarelka/tenant';
import { createZoneIndex, fromServerZone, type ZoneIndex, type Zone } from '@tarelka/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { isWithdrawn } from './withdraw';
import {
  addresses,
  cities,
  menus,
  modifierGroups,
  positionGroups,
  positions,
  promoCodes,
  promotions,
  restos,
  tenants,
  timeSlots,
  zones,
} from '../db/schema';

/** A zone for point lookups, keeping its catalog form. */
export type IndexedZone = Zone & { source: CatalogZone };

/** A serialised catalog answer, kept per tenant snapshot with its compressed twins. */
export interface CachedBody {
  json: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

/**
 * One tenant's catalog in memory, indexed for the routes and the pricing. Built from the database
 * and replaced whenever the tenant's `catalog_version` changes (a re-seed).
 */
export interface TenantSnapshot {
  id: string;
  name: string;
  origins: string[];
  version: string;
  cities: CatalogCity[];
  cityById: Map<number, CatalogCity>;
  restos: CatalogResto[];
  restoById: Map<number, CatalogResto>;
  menusByResto: Map<number, CatalogMenu[]>;
  menuById: Map<number, CatalogMenu>;
  groupsByMenu: Map<number, CatalogGroup[]>;
  groupById: Map<number, CatalogGroup>;
  positionsByMenu: Map<number, CatalogPosition[]>;
  positionById: Map<number, CatalogPosition>;
  modifiersByResto: Map<number, CatalogModifierGroup[]>;
  modifierGroupById: Map<number, CatalogModifierGroup>;
  zonesByResto: Map<number, CatalogZone[]>;
  zonesByCity: Map<number, CatalogZone[]>;
  zoneIndexByResto: Map<number, ZoneIndex<IndexedZone>>;
  promotionsByResto: Map<number, CatalogPromotion[]>;
  promoCodes: Map<string, CatalogPromoCode>;
  timeSlots: CatalogTimeSlot[];
  addresses: CatalogAddress[];
  /** Orders for a later time: on/off, slot step, lead time, horizon (defaults filled in). */
  scheduledOrders: ScheduledOrderSettings;
  /** Serialised answers of this version (see `serveCached`). */
  bodies: Map<string, CachedBody>;
}

const groupBy = <T, K>(items: T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
};

const byOrder = <T extends { order?: number; id: number }>(a: T, b: T) =>
  (a.order ?? 0) - (b.order ?? 0) || a.id - b.id;

/** Loads a tenant's whole catalog; null when the tenant does not exist. */
export async function loadSnapshot(db: Db, whiteLabel: string): Promise<TenantSnapshot | null> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, whiteLabel));
  if (!tenant) return null;
  // Every catalog table has the same shape (white_label, id, data); only the data type differs.
  const data = async <T>(catalogTable: { _: { name: string } }) => {
    const table = catalogTable as unknown as typeof cities;
    const rows = await db
      .select({ data: table.data })
      .from(table)
      .where(eq(table.whiteLabel, whiteLabel))
      .orderBy(asc(table.id));
    return rows.map((row) => row.data as unknown as T);
  };
  const cityRows = await data<CatalogCity>(cities);
  const restoRows = (await data<CatalogResto>(restos)).sort(byOrder);
  const menuRows = (await data<CatalogMenu>(menus)).sort(byOrder);
  const groupRows = (await data<CatalogGroup>(positionGroups)).sort(byOrder);
  const positionRows = (await data<CatalogPosition>(positions)).filter((p) => !isWithdrawn(p)).sort(byOrder);
  const modifierRows = await data<CatalogModifierGroup>(modifierGroups);
  const zoneRows = await data<CatalogZone>(zones);
  const promotionRows = (await data<CatalogPromotion>(promotions)).sort(
    (a, b) => b.priority - a.priority || a.id - b.id,
  );
  const slotRows = await data<CatalogTimeSlot>(timeSlots);
  const addressRows = await data<CatalogAddress>(addresses);
  const codeRows = await db.select().from(promoCodes).where(eq(promoCodes.whiteLabel, whiteLabel));

  const zonesByResto = groupBy(zoneRows, (z) => z.restoId);
  const zoneIndexByResto = new Map<number, ZoneIndex<IndexedZone>>();
  for (const [restoId, list] of zonesByResto) {
    zoneIndexByResto.set(
      restoId,
      createZoneIndex(list.map((zone) => ({ ...fromServerZone({ ...zone, name: zone.name.ru }), source: zone }))),
    );
  }
  return {
    id: tenant.id,
    name: tenant.name,
    origins: tenant.origins,
    version: tenant.catalogVersion,
    cities: cityRows,
    cityById: new Map(cityRows.map((c) => [c.id, c])),
    restos: restoRows,
    restoById: new Map(restoRows.map((r) => [r.id, r])),
    menusByResto: groupBy(menuRows, (m) => m.restoId),
    menuById: new Map(menuRows.map((m) => [m.id, m])),
    groupsByMenu: groupBy(groupRows, (g) => g.menuId),
    groupById: new Map(groupRows.map((g) => [g.id, g])),
    positionsByMenu: groupBy(positionRows, (p) => p.menuId),
    positionById: new Map(positionRows.map((p) => [p.id, p])),
    modifiersByResto: groupBy(modifierRows, (m) => m.restoId),
    modifierGroupById: new Map(modifierRows.map((m) => [m.id, m])),
    zonesByResto,
    zonesByCity: groupBy(zoneRows, (z) => z.cityId),
    zoneIndexByResto,
    promotionsByResto: groupBy(promotionRows, (p) => p.restoId),
    promoCodes: new Map(codeRows.map((row) => [row.code, row.data])),
    timeSlots: slotRows,
    addresses: addressRows,
    scheduledOrders: tenant.scheduledOrders ?? scheduledOrderSettings(null),
    bodies: new Map(),
  };
}

/**
 * Keeps one snapshot per tenant. A snapshot is trusted for `recheckMs`; after that the next
 * request checks the tenant's catalog version (one small query) and reloads when it changed, so
 * several API instances pick up a re-seed within seconds.
 */
export class CatalogStore {
  readonly #db: Db;
  readonly #recheckMs: number;
  readonly #entries = new Map<string, { snapshot: TenantSnapshot | null; checkedAt: number }>();
  readonly #loading = new Map<string, Promise<TenantSnapshot | null>>();

  constructor(db: Db, options: { recheckMs?: number } = {}) {
    this.#db = db;
    this.#recheckMs = options.recheckMs ?? 5000;
  }

  /** The tenant's snapshot, or null when no such tenant exists. */
  /**
   * The tenant's snapshot when it was checked within the recheck interval, synchronously (no
   * promise for a hot read); undefined when {@link get} has to load or recheck it.
   */
  fresh(whiteLabel: string): TenantSnapshot | undefined {
    const entry = this.#entries.get(whiteLabel);
    return entry?.snapshot && Date.now() - entry.checkedAt < this.#recheckMs ? entry.snapshot : undefined;
  }

  async get(whiteLabel: string): Promise<TenantSnapshot | null> {
    const entry = this.#entries.get(whiteLabel);
    const now = Date.now();
    if (entry && now - entry.checkedAt < this.#recheckMs) return entry.snapshot;
    const pending = this.#loading.get(whiteLabel);
    if (pending) return entry?.snapshot ?? pending;
    const load = (async () => {
      if (entry?.snapshot) {
        const [row] = await this.#db
          .select({ version: tenants.catalogVersion })
          .from(tenants)
          .where(eq(tenants.id, whiteLabel));
        if (row?.version === entry.snapshot.version) {
          entry.checkedAt = Date.now();
          return entry.snapshot;
        }
      }
      const snapshot = await loadSnapshot(this.#db, whiteLabel);
      this.#entries.set(whiteLabel, { snapshot, checkedAt: Date.now() });
      return snapshot;
    })().finally(() => this.#loading.delete(whiteLabel));
    this.#loading.set(whiteLabel, load);
    if (entry?.snapshot) {
      // While a known tenant is rechecked, answer from the current snapshot.
      load.catch(() => {});
      return entry.snapshot;
    }
    return load;
  }

  /** Every tenant's CORS origins (for the allow-list). */
  async allOrigins(): Promise<Set<string>> {
    const rows = await this.#db.select({ origins: tenants.origins }).from(tenants);
    return new Set(rows.flatMap((row) => row.origins));
  }

  /** Forgets a tenant (after a seed in this process). */
  invalidate(whiteLabel?: string) {
    if (whiteLabel) this.#entries.delete(whiteLabel);
    else this.#entries.clear();
  }
}
