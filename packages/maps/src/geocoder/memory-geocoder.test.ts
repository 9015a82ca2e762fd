import { describe, expect, it } from 'vitest';
import { gazetteer } from '../MapPopup/MapPopup.fixtures';
import { createMemoryGeocoder } from './memory-geocoder';

const geocoder = createMemoryGeocoder(gazetteer);
const options = { sessionToken: 's', locale: 'ru', cityId: 1 };

describe('createMemoryGeocoder', () => {
  it('matches words by their beginning, ignoring case and ё', async () => {
    const found = await geocoder.autocomplete('тверская 1', options);
    expect(found.map((s) => s.text)).toEqual(['улица Тверская, 12, Москва, Россия']);
  });

  it('finds nothing in another city', async () => {
    expect(await geocoder.autocomplete('Арбат', { ...options, cityId: 2 })).toEqual([]);
  });

  it('reverse-geocodes to the nearest address within 250 m, keeping the point', async () => {
    const point = { lat: 55.7512, lng: 37.5965 };
    expect(await geocoder.reverseGeocode(point, 'ru')).toMatchObject({ street: 'улица Арбат', coordinates: point });
    expect(await geocoder.reverseGeocode({ lat: 55.9, lng: 37.4 }, 'ru')).toBeNull();
  });
});
