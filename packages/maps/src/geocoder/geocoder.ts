import type { AddressDetails, AddressSuggestion, Bounds, LatLng } from '../provider';

/** What an offline autocomplete request is limited to; the session token is a plain string here. */
export interface GeocoderAutocompleteOptions {
  /** The city bounds. */
  bounds?: Bounds;
  /** The city id the gazetteer is searched in. */
  cityId?: number;
  /** The typing session. */
  sessionToken: string;
  /** The current locale, e.g. 'ru'. */
  locale: string;
}

/**
 * The geocoder behind the offline provider: in production the reference API over the tenant's
 * gazetteer ({@link createHttpGeocoder}), in tests and stories an in-memory one.
 */
export interface Geocoder {
  /** Address suggestions for the typed text. */
  autocomplete(input: string, options: GeocoderAutocompleteOptions): Promise<AddressSuggestion[]>;
  /** Details of a suggestion, or `null` when the id is unknown. */
  placeDetails(placeId: string, sessionToken: string, locale: string): Promise<AddressDetails | null>;
  /** The address nearest to a point, or `null` when there is none. */
  reverseGeocode(point: LatLng, locale: string): Promise<AddressDetails | null>;
}

/** Options of {@link createHttpGeocoder}. */
export interface HttpGeocoderOptions {
  /** The API base URL, e.g. 'http://127.0.0.1:8787'. */
  baseUrl: string;
  /** The tenant's white-label id. */
  whiteLabel: string;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
}

/** Thrown when the geocoding API answers with an unexpected status. */
export class GeocoderHttpError extends Error {
  override readonly name = 'GeocoderHttpError';
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`Geocoder request failed with status ${status}: ${url}`);
  }
}

/**
 * A {@link Geocoder} over the reference API's gazetteer geocoder:
 * `GET /1/p/geocode/autocomplete`, `GET /1/p/geocode/places/{placeId}`, `GET /1/p/geocode/reverse`.
 * Reverse geocoding answers `null` on 404 and on any failure (spec §8); the other calls throw
 * {@link GeocoderHttpError}.
 *
 * @example
 * const geocoder = createHttpGeocoder({ baseUrl: 'http://127.0.0.1:8787', whiteLabel: 'demo' });
 * await geocoder.autocomplete('Тве', { cityId: 1, sessionToken: 's1', locale: 'ru' });
 */
export function createHttpGeocoder({
  baseUrl,
  whiteLabel,
  fetch: doFetch = globalThis.fetch,
}: HttpGeocoderOptions): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  const url = (path: string, params: Record<string, string | number | undefined>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...params, whiteLabel })) {
      if (value !== undefined && value !== '') query.set(key, String(value));
    }
    return `${base}${path}?${query}`;
  };
  const get = async <T>(target: string): Promise<T | null> => {
    const response = await doFetch(target, { headers: { accept: 'application/json' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new GeocoderHttpError(response.status, target);
    return (await response.json()) as T;
  };

  return {
    async autocomplete(input, { cityId, sessionToken, locale }) {
      const body = await get<{ suggestions: AddressSuggestion[] }>(
        url('/1/p/geocode/autocomplete', { input, cityId, sessionToken, lang: locale }),
      );
      return body?.suggestions ?? [];
    },
    placeDetails(placeId, sessionToken, locale) {
      return get<AddressDetails>(
        url(`/1/p/geocode/places/${encodeURIComponent(placeId)}`, { sessionToken, lang: locale }),
      );
    },
    async reverseGeocode(point, locale) {
      try {
        return await get<AddressDetails>(url('/1/p/geocode/reverse', { lat: point.lat, lng: point.lng, lang: locale }));
      } catch {
        return null;
      }
    },
  };
}
