import type { TenantConfig } from '@tarelka/tenant';
import { toAppConfig, type AppConfig } from './tenant-config';

declare const __TENANT__: TenantConfig;
declare const __API_URL__: string;
declare const __APP_VERSION__: string;

/** The tenant this build was made for, as validated at build time (inlined once: `define` copies it per use). */
export const tenantConfig: TenantConfig = __TENANT__;
/** The same, defaults applied, as the app reads it. */
export const appConfig: AppConfig = toAppConfig(tenantConfig);
/** Base URL of the API, from the `API_URL` env var at build time. */
export const apiUrl: string = __API_URL__;
/** The build's version; stored data of another version is dropped (spec §4). */
export const appVersion: string = __APP_VERSION__;
