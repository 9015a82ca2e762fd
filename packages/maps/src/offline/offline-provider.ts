import { lazy } from 'react';
import type { Geocoder } from '../geocoder/geocoder';
import type { MapProvider, SessionToken } from '../provider';

/** Options of {@link createOfflineProvider}. */
export interface OfflineProviderOptions {
  /** Geocoding over the tenant's gazetteer, usually {@link createHttpGeocoder}. */
  geocoder: Geocoder;
  /** An XYZ tile URL template from tenant config; without one the map is a clean vector map. */
  tileUrl?: string;
  /** Attribution the tile source requires. */
  tileAttribution?: string;
}

interface OfflineToken extends SessionToken {
  readonly id: string;
}

const randomId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const idOf = (token: SessionToken) => (token as OfflineToken).id;

/**
 * The offline provider: Leaflet (tiles optional) and the reference API's gazetteer geocoder.
 * Works with no outside service at all. Leaflet (~45 KiB gzip, ~12 ms to evaluate on a phone)
 * loads when the map is first drawn, not with the provider: the address field of the location
 * popup geocodes without it. `MapView` is lazy: render it under a `<Suspense>` (MapPopup does).
 *
 * @example
 * const provider = createOfflineProvider({
 *   geocoder: createHttpGeocoder({ baseUrl: apiUrl, whiteLabel: 'demo' }),
 * });
 */
export function createOfflineProvider({ geocoder, tileUrl, tileAttribution }: OfflineProviderOptions): MapProvider {
  return {
    kind: 'offline',
    createSessionToken: () => ({ id: randomId() }) as OfflineToken,
    autocomplete: (input, { sessionToken, ...scope }) =>
      geocoder.autocomplete(input, { ...scope, sessionToken: idOf(sessionToken) }),
    placeDetails: (placeId, sessionToken, locale) => geocoder.placeDetails(placeId, idOf(sessionToken), locale),
    async reverseGeocode(point, locale) {
      try {
        return await geocoder.reverseGeocode(point, locale);
      } catch {
        return null;
      }
    },
    MapView: lazy(() =>
      import('./LeafletMapView').then((m) => ({ default: m.createLeafletMapView({ tileUrl, tileAttribution }) })),
    ),
  };
}
