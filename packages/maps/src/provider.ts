import type { ComponentType } from 'react';

/** A point on the map: latitude and longitude in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A bounding box in degrees (spec §3). */
export interface Bounds {
  east: number;
  north: number;
  south: number;
  west: number;
}

/** One autocomplete suggestion. */
export interface AddressSuggestion {
  /** Provider-specific id, passed back to {@link MapProvider.placeDetails}. */
  placeId: string;
  /** The whole line, e.g. 'улица Тверская, 7, Москва'. */
  text: string;
  /** The part the user is looking for, e.g. 'улица Тверская, 7'. */
  mainText: string;
  /** The rest, e.g. 'Москва, Россия'. */
  secondaryText: string;
}

/** Address details from geocoding (spec §3). Parts the geocoder does not know are `null`. */
export interface AddressDetails {
  country: string | null;
  region: string | null;
  city: string | null;
  street: string | null;
  houseNumber: string | null;
  coordinates: LatLng;
  placeId: string | null;
}

/**
 * An opaque autocomplete session token. Create one per typing session with
 * {@link MapProvider.createSessionToken}; it ends with the place-details call of the picked suggestion.
 */
export interface SessionToken {
  /** Only providers look inside. */
  readonly __sessionToken: true;
}

/** What an autocomplete request is limited to. */
export interface AutocompleteOptions {
  /** The city bounds: suggestions outside are not offered. */
  bounds?: Bounds;
  /** The city id, for geocoders that know the tenant's cities (the offline provider). */
  cityId?: number;
  /** The typing session this request belongs to. */
  sessionToken: SessionToken;
  /** The current locale, e.g. 'ru'. */
  locale: string;
}

/** Minimum characters before autocomplete runs (spec §5, §9). */
export const MIN_AUTOCOMPLETE_CHARS = 3;
/** Autocomplete debounce in milliseconds (spec §7, §9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;
/** The map's default zoom (spec §9). */
export const DEFAULT_MAP_ZOOM = 12;
/** How delivery zones are drawn (spec §9). */
export const ZONE_STYLE = { fillOpacity: 0.12, strokeOpacity: 0.38, strokeWeight: 2 } as const;
/** Marker size in CSS pixels (spec §9). */
export const MARKER_SIZE = 64;

/**
 * Whether the typed text is long enough to ask for suggestions.
 *
 * @example
 * shouldAutocomplete('Тв'); // false
 * shouldAutocomplete('Тве'); // true
 */
export function shouldAutocomplete(input: string): boolean {
  return input.trim().length >= MIN_AUTOCOMPLETE_CHARS;
}

/** A delivery zone as the map draws it. */
export interface MapZone {
  id: number;
  /** Shown as the zone's tooltip. */
  name: string;
  /** The ring of vertices; closing it is implied. */
  polygon: LatLng[];
}

/** A pickup point (a resto) as the map draws it. */
export interface MapPickupPoint {
  /** The resto id. */
  id: number;
  name: string;
  street: string;
  /** Ready-to-read opening hours, shown after 'Часы работы: '. */
  hours: string;
  location: LatLng;
}

/** Texts the map itself shows; the popup passes its own labels down. */
export interface MapViewLabels {
  zoomIn: string;
  zoomOut: string;
  /** The accessible name of the draggable marker. */
  marker: string;
  /** Prefix of the opening hours in a pickup info window. */
  hours: string;
  /** The accessible name of the map region. */
  map: string;
}

/** Props every provider's map component takes. */
export interface MapViewProps {
  /** Where the map opens. */
  center: LatLng;
  /** Initial zoom; {@link DEFAULT_MAP_ZOOM} when absent. */
  zoom?: number;
  /** The city bounds; the map fits them when no marker is set. */
  bounds?: Bounds;
  /** The city outline, drawn on the offline map's plain background. */
  outline?: LatLng[];
  /** Delivery zones to draw. */
  zones: MapZone[];
  /** The zone the marker is in, drawn stronger. */
  highlightedZoneId?: number | null;
  /** The address marker; `null` hides it. */
  marker?: LatLng | null;
  /** Whether the address marker can be dragged. */
  markerDraggable?: boolean;
  /** Called when the user drops the dragged marker. */
  onMarkerDragEnd?: (point: LatLng) => void;
  /** Called when the user clicks the map itself (click-to-pick). */
  onMapClick?: (point: LatLng) => void;
  /** Pickup points, one 64×64 marker each. */
  pickupPoints?: MapPickupPoint[];
  /** The pickup point whose info window is open. */
  selectedPickupId?: number | null;
  /** Called when a pickup marker is clicked. */
  onPickupSelect?: (id: number) => void;
  /** Texts of the map. */
  labels: MapViewLabels;
}

/** The one interface every map provider implements. */
export interface MapProvider {
  /** Which implementation this is. */
  readonly kind: 'google' | 'offline';
  /** Starts a typing session (spec §3 "Place prediction session"). */
  createSessionToken(): SessionToken;
  /** Address-type suggestions for the typed text, limited to the city, in the locale. */
  autocomplete(input: string, options: AutocompleteOptions): Promise<AddressSuggestion[]>;
  /** Details of a picked suggestion; ends the session of `sessionToken`. `null` when unknown. */
  placeDetails(placeId: string, sessionToken: SessionToken, locale: string): Promise<AddressDetails | null>;
  /** The address at a point, or `null` when geocoding fails (spec §8). */
  reverseGeocode(point: LatLng, locale: string): Promise<AddressDetails | null>;
  /** The map component of this provider; may be lazy (render it under a `<Suspense>`). */
  readonly MapView: ComponentType<MapViewProps>;
}
