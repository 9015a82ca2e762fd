import { statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTenantConfig, type TenantConfig } from '@tarelka/tenant';

/** A tenant's sign-in settings: `features.auth` of its `tenant.json`. */
export type TenantAuth = TenantConfig['features']['auth'];

/** Finds the sign-in settings of a white label. */
export interface TenantAuthDirectory {
  get(whiteLabel: string): TenantAuth | null;
}

/** Without a `tenant.json`, a tenant signs in by phone only. */
export const PHONE_ONLY: TenantAuth = { methods: ['PHONE'] };

/**
 * Reads `features.auth` from `<tenantsDir>/<id>/tenant.json` (validated by @tarelka/tenant), cached
 * and re-read when the file changes. A tenant without the file gets {@link PHONE_ONLY}; an invalid
 * file throws (the seed refuses it too).
 *
 * @example
 * const directory = createTenantAuthDirectory('tenants');
 * directory.get('demo')?.google?.clientId;
 */
export function createTenantAuthDirectory(tenantsDir: string): TenantAuthDirectory {
  const cache = new Map<string, { mtimeMs: number; auth: TenantAuth }>();
  return {
    get(whiteLabel) {
      if (!/^[a-z0-9][a-z0-9_-]{0,63}$/i.test(whiteLabel)) return null;
      const file = join(tenantsDir, whiteLabel, 'tenant.json');
      let mtimeMs: number;
      try {
        mtimeMs = statSync(file).mtimeMs;
      } catch {
        return PHONE_ONLY;
      }
      const cached = cache.get(whiteLabel);
      if (cached?.mtimeMs === mtimeMs) return cached.auth;
      const config = parseTenantConfig(JSON.parse(readFileSync(file, 'utf8')), file);
      cache.set(whiteLabel, { mtimeMs, auth: config.features.auth });
      return config.features.auth;
    },
  };
}

/**
 * A fixed directory, for tests and for deployments that configure tenants elsewhere.
 *
 * @example
 * const directory = staticTenantAuth({ alpha: { methods: ['PHONE', 'GOOGLE'], google: { clientId: 'x' } } });
 */
export function staticTenantAuth(
  entries: Record<string, TenantAuth>,
  fallback: TenantAuth | null = PHONE_ONLY,
): TenantAuthDirectory {
  return { get: (whiteLabel) => entries[whiteLabel] ?? fallback };
}
