import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { parseAddressComponents } from '../address/address';
import type { AddressDetails, AddressSuggestion, LatLng, MapProvider, SessionToken } from '../provider';
import { createGoogleMapView } from './GoogleMapView';
import { loadGoogleLibraries, type GoogleMapsLoader } from './load-google-maps';

/** Address-type suggestions only (the new Places API allows up to 5 primary types). */
export const GOOGLE_ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'route'];

/** Options of {@link createGoogleProvider}. */
export interface GoogleProviderOptions {
  /** The browser key from the tenant's public config. */
  apiKey: string;
  /** The current locale, e.g. 'ru'; the API's language. */
  locale: string;
  /** Region bias; 'RU' by default. */
  region?: string;
  /** Map id for advanced markers; Google's demo id by default. */
  mapId?: string;
  /** The loader; `@googlemaps/js-api-loader` by default. Tests pass a stand-in. */
  loader?: GoogleMapsLoader;
  /** Waits between load retries; a real timer by default. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultLoader: GoogleMapsLoader = { setOptions, importLibrary };

const toLiteral = (point: google.maps.LatLng | google.maps.LatLngLiteral): LatLng =>
  typeof point.lat === 'function'
    ? { lat: (point as google.maps.LatLng).lat(), lng: (point as google.maps.LatLng).lng() }
    : (point as LatLng);

/**
 * The Google Maps provider: new Places autocomplete with session tokens, place details, the
 * Geocoder for reverse geocoding and a Google map. Loads the Maps JavaScript API with retries.
 *
 * @example
 * const provider = await createGoogleProvider({ apiKey: config.googleMapsKey, locale: 'ru' });
 */
export async function createGoogleProvider({
  apiKey,
  locale,
  region = 'RU',
  mapId = 'DEMO_MAP_ID',
  loader = defaultLoader,
  sleep,
}: GoogleProviderOptions): Promise<MapProvider> {
  const libs = await loadGoogleLibraries({ apiKey, locale, region, loader, sleep });
  const { places, geocoding } = libs;
  // Details of a picked suggestion must go through its own prediction so that Google closes the
  // session the suggestions were billed under.
  let predictions = new Map<string, google.maps.places.PlacePrediction>();

  return {
    kind: 'google',
    createSessionToken: () => new places.AutocompleteSessionToken() as unknown as SessionToken,

    async autocomplete(input, { bounds, sessionToken, locale: language }) {
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        sessionToken: sessionToken as unknown as google.maps.places.AutocompleteSessionToken,
        locationRestriction: bounds,
        includedPrimaryTypes: GOOGLE_ADDRESS_TYPES,
        language,
        region,
      });
      predictions = new Map();
      const result: AddressSuggestion[] = [];
      for (const { placePrediction: prediction } of suggestions) {
        if (!prediction) continue;
        predictions.set(prediction.placeId, prediction);
        result.push({
          placeId: prediction.placeId,
          text: prediction.text.text,
          mainText: prediction.mainText?.text ?? prediction.text.text,
          secondaryText: prediction.secondaryText?.text ?? '',
        });
      }
      return result;
    },

    async placeDetails(placeId, _sessionToken, language): Promise<AddressDetails | null> {
      const prediction = predictions.get(placeId);
      const place = prediction ? prediction.toPlace() : new places.Place({ id: placeId, requestedLanguage: language });
      try {
        await place.fetchFields({ fields: ['addressComponents', 'formattedAddress', 'location'] });
      } catch {
        return null;
      }
      if (!place.location) return null;
      predictions = new Map();
      return parseAddressComponents(place.addressComponents ?? [], toLiteral(place.location), place.id);
    },

    async reverseGeocode(point, language) {
      try {
        const { results } = await new geocoding.Geocoder().geocode({ location: point, language, region });
        const best =
          results.find((r) => r.types.includes('street_address') || r.types.includes('premise')) ?? results[0];
        // The customer's pin is the delivery location, not the geocoder's idea of the building.
        return best ? parseAddressComponents(best.address_components, point, best.place_id) : null;
      } catch {
        return null;
      }
    },

    MapView: createGoogleMapView(libs, mapId),
  };
}
