import type { TenantConfig } from '@tarelka/tenant';
import { toAppConfig, type AppConfig } from './tenant-config';

/** The config inlined by the test setup; null in a build, which reads it from index.html. */
declare const __TENANT__: TenantConfig | null;
declare const __API_URL__: string;
declare const __APP_VERSION__: string;

/**
 * The config the build wrote into index.html as `<script type="application/json" id="tenant-config">`
 * (vite.config.ts), validated at build time.
 */
function readTenantConfig(): TenantConfig {
  const text = document.getElementById('tenant-config')?.textContent;
  if (!text) {
    throw new Error(
      '[storefront] index.html has no <script id="tenant-config">: build it with the storefront’s vite.config.ts',
    );
  }
  return JSON.parse(text) as TenantConfig;
}

/** The tenant this build was made for, as validated at build time. */
export const tenantConfig: TenantConfig = __TENANT__ ?? readTenantConfig();
/** The same, defaults applied, as the app reads it. */
export const appConfig: AppConfig = toAppConfig(tenantConfig);
/** Base URL of the API, from the `API_URL` env var at build time. */
export const apiUrl: string = __API_URL__;
/** The build's version; stored data of another version is dropped (spec §4). */
export const appVersion: string = __APP_VERSION__;
