import { describe, expect, it } from 'vitest';
import { formatAddress, parseAddressComponents } from './address';

describe('formatAddress', () => {
  it('reads street and house, else the city', () => {
    expect(formatAddress({ street: 'улица Арбат', houseNumber: '10', city: 'Москва' })).toBe('улица Арбат, 10');
    expect(formatAddress({ street: 'улица Арбат', houseNumber: null, city: 'Москва' })).toBe('улица Арбат');
    expect(formatAddress({ street: null, houseNumber: null, city: 'Москва' })).toBe('Москва');
  });
});

describe('parseAddressComponents', () => {
  it('reads Geocoder-style components and falls back for small towns', () => {
    const details = parseAddressComponents(
      [
        { long_name: 'Лесная улица', short_name: 'Лесная ул.', types: ['route'] },
        { long_name: 'Звенигород', short_name: 'Звенигород', types: ['administrative_area_level_2', 'political'] },
        { long_name: 'Московская область', short_name: 'МО', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'Россия', short_name: 'RU', types: ['country', 'political'] },
      ],
      { lat: 55.73, lng: 36.85 },
      'p1',
    );
    expect(details).toEqual({
      country: 'Россия',
      region: 'Московская область',
      city: 'Звенигород',
      street: 'Лесная улица',
      houseNumber: null,
      coordinates: { lat: 55.73, lng: 36.85 },
      placeId: 'p1',
    });
  });
});
