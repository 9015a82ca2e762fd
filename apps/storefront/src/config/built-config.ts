import type { TenantConfig } from '@tarelka/tenant';
import { createTheme, type Theme } from '@tarelka/ui/theme';
import { toAppConfig, type AppConfig } from '@tarelka/tenant/app-config';

/** What the build computes from `tenant.json` and writes into index.html (vite.config.ts). */
export interface BuiltConfig {
  /** The tenant's config, defaults applied (`toAppConfig`). */
  config: AppConfig;
  /** The styled-components theme of its branding (`createTheme`). */
  theme: Theme;
}

/** The app config and theme of `tenant`: computed by the build, and by the tests from `__TENANT__`. */
export function buildConfig(tenant: TenantConfig): BuiltConfig {
  const config = toAppConfig(tenant);
  return { config, theme: createTheme(config.branding) };
}
