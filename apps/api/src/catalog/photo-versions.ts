// Content-versioned catalog photos: a photo is named `<path>?v=<version>`, the version being the
// start of its file's SHA-256, so its URL changes whenever the picture does and can be cached for
// a year as immutable. The seed versions every photo from the files it ships; the tenants folder
// carries the same versions in its catalog files (`pnpm --filter @tarelka/api photos:stamp`), which
// the storefront build's prerendered pages use as they are.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { Catalog, CatalogPhoto } from '@tarelka/tenant';

/** Hex digits of a photo version (48 bits of SHA-256). */
export const PHOTO_VERSION_LENGTH = 12;
const VERSIONED = new RegExp(`^(.*)\\?v=([0-9a-f]{${PHOTO_VERSION_LENGTH}})$`);

const versions = new Map<string, { mtimeMs: number; size: number; version: string }>();

/**
 * The content version of a file (kept per file while its size and mtime stay), or null when it
 * is not a file.
 *
 * @example
 * fileVersion('tenants/demo/assets/emoji/1f355.webp'); // '3f9a0c1d2e4b'
 */
export function fileVersion(file: string): string | null {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const known = versions.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.version;
  const version = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, PHOTO_VERSION_LENGTH);
  versions.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, version });
  return version;
}

/**
 * A photo's `src` split into the file path (relative to the tenant's assets/) and its version.
 *
 * @example
 * splitPhotoSrc('emoji/1f355.webp?v=3f9a0c1d2e4b'); // { path: 'emoji/1f355.webp', version: '3f9a0c1d2e4b' }
 */
export function splitPhotoSrc(src: string): { path: string; version: string | null } {
  const match = VERSIONED.exec(src);
  return match ? { path: match[1]!, version: match[2]! } : { path: src, version: null };
}

/** The file of a photo path inside `assetsDir`, or null when the path leaves it. */
export function assetFile(assetsDir: string, path: string): string | null {
  const file = normalize(join(assetsDir, path));
  return file.startsWith(normalize(assetsDir) + sep) ? file : null;
}

const versioned = (assetsDir: string, photo: CatalogPhoto): CatalogPhoto => {
  const { path } = splitPhotoSrc(photo.src);
  const file = assetFile(assetsDir, path);
  const version = file && fileVersion(file);
  return { ...photo, src: version ? `${path}?v=${version}` : path };
};

/**
 * The catalog with every photo named by the version of its file in `assetsDir` (a version the
 * catalog gives is replaced; a photo whose file is missing keeps its bare path).
 */
export function versionCatalogPhotos(catalog: Catalog, assetsDir: string): Catalog {
  const photo = (p: CatalogPhoto) => versioned(assetsDir, p);
  return {
    ...catalog,
    restos: catalog.restos.map((r) => ({ ...r, photos: r.photos.map(photo) })),
    groups: catalog.groups.map((g) => ({ ...g, photos: g.photos.map(photo) })),
    positions: catalog.positions.map((p) => ({ ...p, photos: p.photos.map(photo) })),
    promotions: catalog.promotions.map((p) => (p.photo ? { ...p, photo: photo(p.photo) } : p)),
  };
}

/** A photo reference of a catalog file whose version is missing or stale. */
export interface StalePhoto {
  file: string;
  src: string;
  expected: string;
}

/**
 * Checks (and with `write`, fixes in place) the photo versions in the catalog files of every
 * tenant of `tenantsDir`: each `"src"` naming a file of the tenant's assets/ must carry that
 * file's version. Only the `src` strings change; the files keep their formatting.
 *
 * @example
 * const stale = stampTenantPhotos('tenants', { write: false }); // [] when up to date
 */
export function stampTenantPhotos(tenantsDir: string, options: { write: boolean }): StalePhoto[] {
  const stale: StalePhoto[] = [];
  for (const tenant of readdirSync(tenantsDir, { withFileTypes: true })) {
    const catalogDir = join(tenantsDir, tenant.name, 'catalog');
    if (!tenant.isDirectory() || !existsSync(catalogDir)) continue;
    const assetsDir = join(tenantsDir, tenant.name, 'assets');
    for (const name of readdirSync(catalogDir).filter((n) => n.endsWith('.json'))) {
      const file = join(catalogDir, name);
      const text = readFileSync(file, 'utf8');
      const next = text.replace(/("src"\s*:\s*)"([^"\\]*)"/g, (whole, key: string, src: string) => {
        const { path } = splitPhotoSrc(src);
        const asset = assetFile(assetsDir, path);
        const version = asset && fileVersion(asset);
        if (!version) return whole;
        const expected = `${path}?v=${version}`;
        if (expected === src) return whole;
        stale.push({ file, src, expected });
        return `${key}"${expected}"`;
      });
      if (options.write && next !== text) writeFileSync(file, next);
    }
  }
  return stale;
}
