import type { TenantConfig } from '@tarelka/tenant';
import type { StoreTenant } from '@tarelka/store';
import type { Theme } from '@tarelka/ui';
import { buildConfig, type BuiltConfig } from './built-config';
import type { AppConfig } from '@tarelka/tenant/app-config';

/** The tenant inlined by the test setup; null in a build, which reads its config from index.html. */
declare const __TENANT__: TenantConfig | null;
declare const __API_URL__: string;
declare const __APP_VERSION__: string;

/**
 * The config the build wrote into index.html as `<script type="application/json" id="app-config">`:
 * computed and validated at build time, so neither `toAppConfig` nor the theme's colour maths
 * ships in the first route's code.
 */
function readBuiltConfig(): BuiltConfig {
  const text = document.getElementById('app-config')?.textContent;
  if (!text) {
    throw new Error(
      '[storefront] index.html has no <script id="app-config">: build it with the storefront’s vite.config.ts',
    );
  }
  return JSON.parse(text) as BuiltConfig;
}

// A build defines __TENANT__ as null: the bundler drops the first branch and what only it uses.
const built: BuiltConfig = __TENANT__ ? buildConfig(__TENANT__) : readBuiltConfig();

/** The tenant this build was made for, defaults applied, as the app reads it. */
export const appConfig: AppConfig = built.config;
/** The theme of the tenant's branding. */
export const appTheme: Theme = built.theme;
/** The parts of the tenant the store reads (`createStore({ tenant })`). */
export const storeTenant: StoreTenant = toStoreTenant(appConfig);
/** Base URL of the API, from the `API_URL` env var at build time. */
export const apiUrl: string = __API_URL__;
/** The build's version; stored data of another version is dropped (spec §4). */
export const appVersion: string = __APP_VERSION__;

/** The store's view of the tenant, from the app config. */
export function toStoreTenant(config: AppConfig): StoreTenant {
  return {
    id: config.id,
    defaults: config.defaults,
    locales: { available: config.locales, default: config.defaultLocale },
    features: { auth: config.features.auth, cart: config.features.cart },
  };
}
