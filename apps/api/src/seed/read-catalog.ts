import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CATALOG_FILES,
  parseTenantConfig,
  scheduledOrderSettings,
  type Catalog,
  type ScheduledOrderSettings,
} from '@tarelka/tenant';
import { versionCatalogPhotos } from '../catalog/photo-versions';

/** A tenant as the seed reads it from `tenants/<id>/`. */
export interface TenantSource {
  id: string;
  name: string;
  /** Storefront origins for CORS (`tenant.json` `api.origins` or `origins`). */
  origins: string[];
  catalog: Catalog;
  /** Catalog files that were missing (seeded as empty). */
  missing: string[];
  /** `features.scheduledOrders` with its defaults; null when tenant.json has none. */
  scheduledOrders: ScheduledOrderSettings | null;
}

/** A catalog file that cannot be read. */
export class CatalogFileError extends Error {
  override readonly name = 'CatalogFileError';
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new CatalogFileError(file, error instanceof Error ? error.message : String(error));
  }
}

function originsOf(config: unknown): string[] {
  const record = (config ?? {}) as { origins?: unknown; api?: { origins?: unknown } };
  const list = record.api?.origins ?? record.origins;
  return Array.isArray(list) ? list.filter((origin): origin is string => typeof origin === 'string') : [];
}

/**
 * Reads `tenants/<id>/tenant.json` and every file of `catalog/`. A missing catalog file counts as
 * an empty collection (listed in `missing`); a file that is not a JSON array is an error.
 * TODO: switch to `loadCatalog` of @tarelka/tenant (with its checker) once it is exported.
 */
export function readTenant(tenantsDir: string, id: string): TenantSource {
  const dir = join(tenantsDir, id);
  const configFile = join(dir, 'tenant.json');
  const raw = existsSync(configFile) ? readJson(configFile) : { id, name: id };
  const config = parseTenantConfig(raw, configFile);
  const catalog = {} as Record<keyof Catalog, unknown[]>;
  const missing: string[] = [];
  for (const [key, fileName] of Object.entries(CATALOG_FILES) as Array<[keyof Catalog, string]>) {
    const file = join(dir, 'catalog', fileName);
    if (!existsSync(file)) {
      missing.push(fileName);
      catalog[key] = [];
      continue;
    }
    const value = readJson(file);
    if (!Array.isArray(value)) throw new CatalogFileError(file, 'must be a JSON array');
    catalog[key] = value;
  }
  return {
    id: config.id === id ? id : id,
    name: config.name,
    origins: originsOf(raw),
    // Photos named by their file's content version: their URLs change with the picture, so they
    // are served as immutable (routes/assets.ts).
    catalog: versionCatalogPhotos(catalog as unknown as Catalog, join(dir, 'assets')),
    missing,
    scheduledOrders: config.features.scheduledOrders ? scheduledOrderSettings(config) : null,
  };
}

/** Ids of the tenants in `tenantsDir`: every folder with a `catalog/` folder. */
export function listTenants(tenantsDir: string): string[] {
  if (!existsSync(tenantsDir)) return [];
  return readdirSync(tenantsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(tenantsDir, entry.name, 'catalog')))
    .map((entry) => entry.name)
    .sort();
}
