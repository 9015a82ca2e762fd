import { createSlice } from '@reduxjs/toolkit';
import type { DeliveryType } from '@tarelka/domain';

/** Sign-in methods a tenant enables (spec §3 "Configuration features"). */
export type AuthMethod = 'GOOGLE' | 'APPLE' | 'VK' | 'PHONE';

/**
 * The parts of a tenant's configuration the store reads. `@tarelka/tenant`'s `TenantConfig`
 * satisfies it: the storefront passes its loaded tenant as is.
 */
export interface StoreTenant {
  /** White-label id (the tenant folder name); kept as `app_white_label`. */
  id: string;
  /** Defaults that preset the location on first boot (spec §4). */
  defaults?: { cityId?: number | null; deliveryType?: DeliveryType | null; restoId?: number | null };
  locales?: { available: readonly string[]; default: string };
  features?: {
    auth?: { methods: readonly AuthMethod[] };
    cart?: { personCount: boolean; promoCodes: boolean };
  };
}

/** The tenant configuration in the state: static for the store's life. */
export interface TenantConfigState {
  whiteLabel: string;
  appVersion: string;
  defaults: { cityId: number | null; deliveryType: DeliveryType | null; restoId: number | null; locale: string };
  authMethods: AuthMethod[];
  cartOptions: { personCount: boolean; promoCodes: boolean };
  locales: string[];
}

/** Builds the tenant config state from the tenant and the app version. */
export function toTenantConfigState(tenant: StoreTenant, appVersion: string): TenantConfigState {
  return {
    whiteLabel: tenant.id,
    appVersion,
    defaults: {
      cityId: tenant.defaults?.cityId ?? null,
      deliveryType: tenant.defaults?.deliveryType ?? null,
      restoId: tenant.defaults?.restoId ?? null,
      locale: tenant.locales?.default ?? 'ru',
    },
    authMethods: [...(tenant.features?.auth?.methods ?? ['PHONE'])],
    cartOptions: {
      personCount: tenant.features?.cart?.personCount ?? true,
      promoCodes: tenant.features?.cart?.promoCodes ?? true,
    },
    locales: [...(tenant.locales?.available ?? ['ru'])],
  };
}

/** Tenant configuration: white label, app version, defaults and features. */
export const tenantConfigSlice = createSlice({
  name: 'tenantConfig',
  initialState: toTenantConfigState({ id: '' }, '0.0.0'),
  reducers: {},
  selectors: {
    selectTenantConfig: (state) => state,
    selectWhiteLabel: (state) => state.whiteLabel,
    selectConfigDefaults: (state) => state.defaults,
    selectAuthMethods: (state) => state.authMethods,
    selectCartOptions: (state) => state.cartOptions,
    selectLocales: (state) => state.locales,
  },
});

export const {
  selectTenantConfig,
  selectWhiteLabel,
  selectConfigDefaults,
  selectAuthMethods,
  selectCartOptions,
  selectLocales,
} = tenantConfigSlice.selectors;
