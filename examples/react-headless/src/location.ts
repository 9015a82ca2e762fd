import { createApiClient } from '@tarelka/api-client';

/** Base URL of the reference API, from the build (vite.config.ts). */
declare const __API_URL__: string;
export const API_URL = __API_URL__;

/** The white label this app sells for: a folder name under tenants/ of the API. */
export const WHITE_LABEL = 'demo';

/** Where the customer picks up the order: the location the store starts with. */
export interface PickupLocation {
  cityId: number;
  restoId: number;
}

/**
 * The first resto (in the tenant's order) of the first city that has a take-away menu, asked of
 * the API with the plain client. The storefront lets the customer choose in its location dialog;
 * this app skips the dialog and hands the choice to the store as its defaults.
 */
export async function findPickupLocation(): Promise<PickupLocation | null> {
  const client = createApiClient({ baseUrl: API_URL, whiteLabel: WHITE_LABEL, lang: () => 'ru' });
  for (const city of await client.getCities()) {
    const restos = await client.getRestos({ cityId: city.id });
    const resto = [...restos].sort((a, b) => a.order - b.order).find((r) => r.menus.some((menu) => menu.isTakeAway));
    if (resto) return { cityId: city.id, restoId: resto.id };
  }
  return null;
}
