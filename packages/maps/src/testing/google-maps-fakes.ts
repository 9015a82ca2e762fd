// Stand-ins for the parts of `google.maps` the provider touches, in the spirit of
// @googlemaps/jest-mocks: plain classes that record how they were used, plus a loader whose script
// load can be made to fail a number of times.
import type { GoogleMapsLoader } from '../google/load-google-maps';

type Listener = (...args: unknown[]) => void;

class FakeMVCObject {
  readonly listeners = new Map<string, Listener[]>();
  addListener(event: string, handler: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), handler]);
    return {
      remove: () =>
        this.listeners.set(
          event,
          (this.listeners.get(event) ?? []).filter((h) => h !== handler),
        ),
    };
  }
  trigger(event: string, ...args: unknown[]) {
    for (const handler of this.listeners.get(event) ?? []) handler(...args);
  }
}

export class FakeLatLng {
  constructor(
    private readonly latitude: number,
    private readonly longitude: number,
  ) {}
  lat() {
    return this.latitude;
  }
  lng() {
    return this.longitude;
  }
}

/** An address component as the new Places API returns it. */
export interface FakeComponent {
  longText: string;
  shortText: string;
  types: string[];
}

/** A place the fakes know: what fetchFields fills in. */
export interface FakePlaceData {
  id: string;
  text: string;
  mainText: string;
  secondaryText: string;
  location: { lat: number; lng: number };
  addressComponents: FakeComponent[];
}

/** Everything the fakes saw, for assertions. */
export interface FakeGoogleLog {
  autocompleteRequests: Array<Record<string, unknown> & { sessionToken?: unknown }>;
  fetchFields: Array<{ placeId: string; sessionToken: unknown; fields: string[] }>;
  geocodeRequests: Array<Record<string, unknown>>;
  polygons: FakePolygon[];
  markers: FakeAdvancedMarker[];
  maps: FakeMap[];
  infoWindows: FakeInfoWindow[];
}

export class FakePolygon extends FakeMVCObject {
  map: unknown;
  constructor(readonly options: Record<string, unknown>) {
    super();
    this.map = options.map;
  }
  setMap(map: unknown) {
    this.map = map;
  }
}

export class FakeAdvancedMarker extends FakeMVCObject {
  map: unknown;
  position: unknown;
  constructor(readonly options: Record<string, unknown>) {
    super();
    this.map = options.map;
    this.position = options.position;
  }
}

export class FakeMap extends FakeMVCObject {
  zoom: number;
  center: unknown;
  constructor(
    readonly element: HTMLElement,
    readonly options: { zoom: number; center: unknown },
  ) {
    super();
    this.zoom = options.zoom;
    this.center = options.center;
  }
  getZoom() {
    return this.zoom;
  }
  setZoom(zoom: number) {
    this.zoom = zoom;
  }
  panTo(center: unknown) {
    this.center = center;
  }
  fitBounds(bounds: unknown) {
    this.fitted = bounds;
  }
  fitted: unknown = null;
}

export class FakeInfoWindow {
  content: unknown = null;
  openedOn: unknown = null;
  setContent(content: unknown) {
    this.content = content;
  }
  open({ anchor }: { anchor: unknown }) {
    this.openedOn = anchor;
  }
  close() {
    this.openedOn = null;
  }
}

/** Options of {@link createFakeGoogle}. */
export interface FakeGoogleOptions {
  places?: FakePlaceData[];
  /** Results of `Geocoder.geocode`; a function may throw to act like ZERO_RESULTS. */
  geocode?: () => Array<Record<string, unknown>>;
  /** How many script loads fail before one succeeds. */
  failLoads?: number;
}

/**
 * A fake `google.maps` and a loader over it.
 *
 * @example
 * const { loader, log } = createFakeGoogle({ places: [tverskaya7] });
 * const provider = await createGoogleProvider({ apiKey: 'k', locale: 'ru', loader });
 */
export function createFakeGoogle({ places = [], geocode = () => [], failLoads = 0 }: FakeGoogleOptions = {}) {
  const log: FakeGoogleLog = {
    autocompleteRequests: [],
    fetchFields: [],
    geocodeRequests: [],
    polygons: [],
    markers: [],
    maps: [],
    infoWindows: [],
  };

  class AutocompleteSessionToken {}

  class Place {
    addressComponents?: FakeComponent[];
    location?: FakeLatLng;
    formattedAddress?: string;
    constructor(
      readonly options: { id: string },
      private readonly sessionToken: unknown = undefined,
    ) {}
    get id() {
      return this.options.id;
    }
    async fetchFields({ fields }: { fields: string[] }) {
      log.fetchFields.push({ placeId: this.id, sessionToken: this.sessionToken, fields });
      const data = places.find((p) => p.id === this.id);
      if (!data) throw new Error('NOT_FOUND');
      this.addressComponents = data.addressComponents;
      this.location = new FakeLatLng(data.location.lat, data.location.lng);
      this.formattedAddress = data.text;
      return { place: this };
    }
  }

  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions(request: Record<string, unknown> & { input: string; sessionToken?: unknown }) {
      log.autocompleteRequests.push(request);
      const needle = request.input.toLowerCase();
      return {
        suggestions: places
          .filter((p) => p.text.toLowerCase().includes(needle))
          .map((p) => ({
            placePrediction: {
              placeId: p.id,
              text: { text: p.text, matches: [] },
              mainText: { text: p.mainText, matches: [] },
              secondaryText: { text: p.secondaryText, matches: [] },
              types: ['street_address'],
              toPlace: () => new Place({ id: p.id }, request.sessionToken),
            },
          })),
      };
    },
  };

  class Geocoder {
    async geocode(request: Record<string, unknown>) {
      log.geocodeRequests.push(request);
      const results = geocode();
      if (results.length === 0) throw Object.assign(new Error('ZERO_RESULTS'), { code: 'ZERO_RESULTS' });
      return { results };
    }
  }

  const libraries: Record<string, unknown> = {
    places: { AutocompleteSessionToken, AutocompleteSuggestion, Place },
    geocoding: { Geocoder },
    geometry: { spherical: {}, poly: {} },
    maps: {
      Map: class extends FakeMap {
        constructor(element: HTMLElement, options: { zoom: number; center: unknown }) {
          super(element, options);
          log.maps.push(this);
        }
      },
      Polygon: class extends FakePolygon {
        constructor(options: Record<string, unknown>) {
          super(options);
          log.polygons.push(this);
        }
      },
      InfoWindow: class extends FakeInfoWindow {
        constructor() {
          super();
          log.infoWindows.push(this);
        }
      },
    },
    marker: {
      AdvancedMarkerElement: class extends FakeAdvancedMarker {
        constructor(options: Record<string, unknown>) {
          super(options);
          log.markers.push(this);
        }
      },
    },
  };

  let remainingFailures = failLoads;
  const setOptions = { calls: [] as unknown[] };
  let scriptLoads = 0;
  let loading: Promise<void> | null = null;
  // Like the v2 loader: all importLibrary calls share one script load; a failed load is forgotten.
  const loadScript = () => {
    if (!loading) {
      scriptLoads++;
      const fails = remainingFailures > 0;
      if (fails) remainingFailures--;
      const attempt = fails
        ? Promise.reject(new Error('The Google Maps JavaScript API could not load.'))
        : Promise.resolve();
      attempt.catch(() => (loading = null));
      loading = attempt;
    }
    return loading;
  };

  const loader: GoogleMapsLoader = {
    setOptions(options) {
      setOptions.calls.push(options);
    },
    async importLibrary(name) {
      await loadScript();
      return libraries[name] as never;
    },
  };

  return { loader, log, setOptions, scriptLoads: () => scriptLoads, AutocompleteSessionToken };
}

/** A Places address component. */
export const component = (longText: string, ...types: string[]): FakeComponent => ({
  longText,
  shortText: longText,
  types,
});
