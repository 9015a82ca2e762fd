export {
  AUTOCOMPLETE_DEBOUNCE_MS,
  DEFAULT_MAP_ZOOM,
  MARKER_SIZE,
  MIN_AUTOCOMPLETE_CHARS,
  ZONE_STYLE,
  shouldAutocomplete,
} from './provider';
export type {
  AddressDetails,
  AddressSuggestion,
  AutocompleteOptions,
  Bounds,
  LatLng,
  MapPickupPoint,
  MapProvider,
  MapViewLabels,
  MapViewProps,
  MapZone,
  SessionToken,
} from './provider';
export { formatAddress } from './address/address';
export { findZoneAt } from './geometry/geometry';
export { createHttpGeocoder, GeocoderHttpError } from './geocoder/geocoder';
export type { Geocoder, GeocoderAutocompleteOptions, HttpGeocoderOptions } from './geocoder/geocoder';
export { createMemoryGeocoder } from './geocoder/memory-geocoder';
export type { GazetteerEntry, MemoryGeocoderOptions } from './geocoder/memory-geocoder';
export { createAddressAutocomplete } from './autocomplete/autocomplete';
export type {
  AddressAutocomplete,
  AddressAutocompleteOptions,
  AutocompleteState,
  AutocompleteStatus,
} from './autocomplete/autocomplete';
export { useAddressAutocomplete } from './autocomplete/use-address-autocomplete';
export type { AutocompleteScope, UseAddressAutocomplete } from './autocomplete/use-address-autocomplete';
export { useAddressField } from './autocomplete/use-address-field';
export type { AddressField } from './autocomplete/use-address-field';
export { loadMapProvider, useMapProvider } from './load-map-provider';
export type { MapProviderConfig, MapProviderState } from './load-map-provider';
export { GoogleMapsLoadError } from './google/load-google-maps';
export type { GoogleMapsLoader } from './google/load-google-maps';
export { MapPopup, preloadMapPopup } from './MapPopup/MapPopup';
export type {
  MapAddress,
  MapPopupCity,
  MapPopupLabels,
  MapPopupProps,
  MapPopupResult,
  MapPopupZone,
} from './MapPopup/map-popup-types';
