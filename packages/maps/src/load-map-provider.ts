import { useEffect, useState } from 'react';
import type { Geocoder } from './geocoder/geocoder';
import type { GoogleMapsLoader } from './google/load-google-maps';
import type { MapProvider } from './provider';

/** Which provider to load, from the tenant's public config. */
export interface MapProviderConfig {
  /** The current locale, e.g. 'ru'. */
  locale: string;
  /** The tenant's choice (`tenant.json` `map.provider`); by default Google when a key is set. */
  provider?: 'google' | 'offline';
  /** Google Maps; used when `apiKey` is set. */
  google?: {
    /** The browser key from public config. Without one the offline provider is used. */
    apiKey?: string;
    /** Map id for advanced markers. */
    mapId?: string;
    /** Region bias; 'RU' by default. */
    region?: string;
    /** The script loader; `@googlemaps/js-api-loader` by default (tests pass a stand-in). */
    loader?: GoogleMapsLoader;
    /** Waits between load retries; a real timer by default. */
    sleep?: (ms: number) => Promise<void>;
  };
  /** The offline provider, the default. */
  offline: {
    /** Usually {@link createHttpGeocoder} over the reference API. */
    geocoder: Geocoder;
    /** An XYZ tile URL template; without one the map is a clean vector map. */
    tileUrl?: string;
    /** Attribution the tile source requires. */
    tileAttribution?: string;
  };
  /** Falls back to the offline provider when Google cannot be loaded (default true). */
  fallbackToOffline?: boolean;
}

/**
 * Loads the provider the config asks for with a dynamic `import()`, so neither Leaflet nor the
 * Google loader is in the bundle of the page that does not show a map. Google is chosen when a key
 * is configured; when its script fails to load after the retries, the offline provider takes over.
 *
 * @example
 * const provider = await loadMapProvider({
 *   locale: 'ru',
 *   google: { apiKey: config.googleMapsKey },
 *   offline: { geocoder: createHttpGeocoder({ baseUrl: apiUrl, whiteLabel }) },
 * });
 */
export async function loadMapProvider(config: MapProviderConfig): Promise<MapProvider> {
  const offline = async () => {
    const { createOfflineProvider } = await import('./offline/offline-provider');
    return createOfflineProvider(config.offline);
  };
  const apiKey = config.google?.apiKey;
  if (!apiKey || config.provider === 'offline') return offline();
  try {
    const { createGoogleProvider } = await import('./google/google-provider');
    return await createGoogleProvider({
      apiKey,
      locale: config.locale,
      mapId: config.google?.mapId,
      region: config.google?.region,
      loader: config.google?.loader,
      sleep: config.google?.sleep,
    });
  } catch (error) {
    if (config.fallbackToOffline === false) throw error;
    return offline();
  }
}

/** What {@link useMapProvider} returns. */
export type MapProviderState =
  | { status: 'loading'; provider: null; error: null }
  | { status: 'ready'; provider: MapProvider; error: null }
  | { status: 'error'; provider: null; error: unknown };

/**
 * Loads the map provider when `config` is given (pass `null` to wait, e.g. until the popup opens).
 * Keep `config` stable (memoise it): a new object loads again.
 *
 * @example
 * const { provider } = useMapProvider(open ? mapConfig : null);
 */
export function useMapProvider(config: MapProviderConfig | null): MapProviderState {
  const [state, setState] = useState<{ config: MapProviderConfig | null; result: MapProviderState }>({
    config: null,
    result: { status: 'loading', provider: null, error: null },
  });
  useEffect(() => {
    if (!config) return;
    let live = true;
    loadMapProvider(config).then(
      (provider) => live && setState({ config, result: { status: 'ready', provider, error: null } }),
      (error: unknown) => live && setState({ config, result: { status: 'error', provider: null, error } }),
    );
    return () => {
      live = false;
    };
  }, [config]);
  return state.config === config && config ? state.result : { status: 'loading', provider: null, error: null };
}
