/// <reference types="google.maps" />
import type { APIOptions } from '@googlemaps/js-api-loader';

/** The part of `@googlemaps/js-api-loader` (v2) the provider uses; tests pass a stand-in. */
export interface GoogleMapsLoader {
  setOptions(options: APIOptions): void;
  importLibrary<K extends keyof google.maps.ImportLibraryMap>(name: K): Promise<google.maps.ImportLibraryMap[K]>;
}

/** The Google libraries the provider works with. */
export interface GoogleLibraries {
  maps: google.maps.MapsLibrary;
  places: google.maps.PlacesLibrary;
  geocoding: google.maps.GeocodingLibrary;
  marker: google.maps.MarkerLibrary;
  geometry: google.maps.GeometryLibrary;
}

/** The Maps JavaScript API could not be loaded after every retry. */
export class GoogleMapsLoadError extends Error {
  override readonly name = 'GoogleMapsLoadError';
  constructor(
    readonly attempts: number,
    options?: ErrorOptions,
  ) {
    super(`The Google Maps JavaScript API did not load after ${attempts} attempts`, options);
  }
}

/** Libraries requested on the script URL (spec §7). */
export const GOOGLE_LIBRARIES = ['geometry', 'places', 'marker', 'geocoding'] as const;
/** Retries after the first failed load (spec §9). */
export const GOOGLE_LOAD_RETRIES = 3;
/** Delay before retry `n` (1-based): n·2ⁿ ms (spec §9). */
export const retryDelayMs = (n: number) => n * 2 ** n;

/** Options of {@link loadGoogleLibraries}. */
export interface LoadGoogleOptions {
  apiKey: string;
  /** The current locale; becomes the API's `language`. */
  locale: string;
  /** Region bias, e.g. 'RU'. */
  region?: string;
  loader: GoogleMapsLoader;
  /** Waits between attempts; a real timer by default. */
  sleep?: (ms: number) => Promise<void>;
}

const configured = new WeakSet<GoogleMapsLoader>();
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Configures the loader once and imports every library, retrying a failed script load 3 times
 * with n·2ⁿ ms between attempts. The v2 loader forgets a failed script, so each retry injects a new one.
 */
export async function loadGoogleLibraries({
  apiKey,
  locale,
  region,
  loader,
  sleep = realSleep,
}: LoadGoogleOptions): Promise<GoogleLibraries> {
  if (!configured.has(loader)) {
    loader.setOptions({ key: apiKey, v: 'weekly', language: locale, region, libraries: [...GOOGLE_LIBRARIES] });
    configured.add(loader);
  }
  let lastError: unknown;
  for (let attempt = 0; attempt <= GOOGLE_LOAD_RETRIES; attempt++) {
    if (attempt > 0) await sleep(retryDelayMs(attempt));
    try {
      const [maps, places, geocoding, marker, geometry] = await Promise.all([
        loader.importLibrary('maps'),
        loader.importLibrary('places'),
        loader.importLibrary('geocoding'),
        loader.importLibrary('marker'),
        loader.importLibrary('geometry'),
      ]);
      return { maps, places, geocoding, marker, geometry };
    } catch (error) {
      lastError = error;
    }
  }
  throw new GoogleMapsLoadError(GOOGLE_LOAD_RETRIES + 1, { cause: lastError });
}
