import type { AddressDetails } from '../provider';

/**
 * The short line a person reads for an address: street and house, else the city.
 *
 * @example
 * formatAddress({ street: 'улица Тверская', houseNumber: '7', city: 'Москва', ... }); // 'улица Тверская, 7'
 */
export function formatAddress(details: Pick<AddressDetails, 'street' | 'houseNumber' | 'city'>): string {
  const line = [details.street, details.houseNumber].filter(Boolean).join(', ');
  return line || details.city || '';
}

/** One address component as both Google APIs return it (Places: longText; Geocoder: long_name). */
export interface AddressComponentLike {
  longText?: string | null;
  shortText?: string | null;
  long_name?: string;
  short_name?: string;
  types: readonly string[];
}

const pick = (components: readonly AddressComponentLike[], ...types: string[]): string | null => {
  for (const type of types) {
    const found = components.find((c) => c.types.includes(type));
    const text = found?.longText ?? found?.long_name;
    if (text) return text;
  }
  return null;
};

/**
 * Reads Google address components (either shape) into {@link AddressDetails}.
 *
 * @example
 * parseAddressComponents(place.addressComponents, { lat: 55.76, lng: 37.6 }, place.id);
 */
export function parseAddressComponents(
  components: readonly AddressComponentLike[],
  coordinates: AddressDetails['coordinates'],
  placeId: string | null,
): AddressDetails {
  return {
    country: pick(components, 'country'),
    region: pick(components, 'administrative_area_level_1'),
    // Small towns come as postal_town or only as an admin level 2 area.
    city: pick(components, 'locality', 'postal_town', 'administrative_area_level_2'),
    street: pick(components, 'route'),
    houseNumber: pick(components, 'street_number', 'premise'),
    coordinates,
    placeId,
  };
}
