// The API's geocoder for the offline map provider.
import type {
  AddressDetails,
  AutocompleteQuery,
  AutocompleteResponse,
  PlaceQuery,
  ReverseQuery,
} from '../contract/geo';
import type { ApiTransport } from '../transport';

const enc = encodeURIComponent;

/** `GET /1/p/geocode/autocomplete`: address suggestions in a city (offline map provider). */
export const geocodeAutocomplete = (t: ApiTransport, query: AutocompleteQuery) =>
  t.request<AutocompleteResponse>('/1/p/geocode/autocomplete', { query: t.withLang({ ...query }) });

/** `GET /1/p/geocode/places/{placeId}`: details of a suggestion. */
export const geocodePlace = (t: ApiTransport, placeId: string, query: PlaceQuery = {}) =>
  t.request<AddressDetails>(`/1/p/geocode/places/${enc(placeId)}`, { query: t.withLang({ ...query }) });

/** `GET /1/p/geocode/reverse`: the address of a point; any failure yields no address (null, spec §8). */
export const geocodeReverse = (t: ApiTransport, query: ReverseQuery): Promise<AddressDetails | null> =>
  t.request<AddressDetails>('/1/p/geocode/reverse', { query: t.withLang({ ...query }) }).catch(() => null);
