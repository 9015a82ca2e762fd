import type { AddressDetails, AddressSuggestion, LatLng } from '../provider';
import type { Geocoder } from './geocoder';

/** One address of an in-memory gazetteer. */
export interface GazetteerEntry {
  placeId: string;
  street: string;
  /** `null` for an address known only by its street. */
  houseNumber: string | null;
  city: string;
  region?: string;
  country?: string;
  cityId?: number;
  location: LatLng;
}

/** Options of {@link createMemoryGeocoder}. */
export interface MemoryGeocoderOptions {
  /** How far from a point reverse geocoding still finds an address, in metres (default 250). */
  reverseRadiusMetres?: number;
  /** Answer delay in milliseconds, to look like a network in stories (default 0). */
  delayMs?: number;
}

const EARTH_RADIUS_M = 6_371_000;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

const normalise = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/[.,]/g, ' ').trim();

/**
 * A {@link Geocoder} over an in-memory gazetteer, for tests, stories and demos without an API.
 * Suggestions match when every typed word starts a word of 'street house, city'.
 *
 * @example
 * const geocoder = createMemoryGeocoder([
 *   { placeId: 'tv-7', street: 'улица Тверская', houseNumber: '7', city: 'Москва', location: { lat: 55.758, lng: 37.613 } },
 * ]);
 */
export function createMemoryGeocoder(
  entries: readonly GazetteerEntry[],
  options: MemoryGeocoderOptions = {},
): Geocoder {
  const { reverseRadiusMetres = 250, delayMs = 0 } = options;
  const wait = () => (delayMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve());
  const details = (entry: GazetteerEntry): AddressDetails => ({
    country: entry.country ?? null,
    region: entry.region ?? null,
    city: entry.city,
    street: entry.street,
    houseNumber: entry.houseNumber,
    coordinates: entry.location,
    placeId: entry.placeId,
  });
  const suggestion = (entry: GazetteerEntry): AddressSuggestion => {
    const mainText = entry.houseNumber ? `${entry.street}, ${entry.houseNumber}` : entry.street;
    const secondaryText = [entry.city, entry.country].filter(Boolean).join(', ');
    return { placeId: entry.placeId, mainText, secondaryText, text: `${mainText}, ${secondaryText}` };
  };

  return {
    async autocomplete(input, { cityId }) {
      await wait();
      const needles = normalise(input).split(/\s+/).filter(Boolean);
      return entries
        .filter((entry) => cityId === undefined || entry.cityId === undefined || entry.cityId === cityId)
        .filter((entry) => {
          const words = normalise(`${entry.street} ${entry.houseNumber ?? ''} ${entry.city}`).split(/\s+/);
          return needles.every((needle) => words.some((word) => word.startsWith(needle)));
        })
        .slice(0, 8)
        .map(suggestion);
    },
    async placeDetails(placeId) {
      await wait();
      const entry = entries.find((e) => e.placeId === placeId);
      return entry ? details(entry) : null;
    },
    async reverseGeocode(point) {
      await wait();
      let best: GazetteerEntry | null = null;
      let bestDistance = reverseRadiusMetres;
      for (const entry of entries) {
        const d = distanceMetres(point, entry.location);
        if (d <= bestDistance) [best, bestDistance] = [entry, d];
      }
      return best ? { ...details(best), coordinates: point } : null;
    },
  };
}
