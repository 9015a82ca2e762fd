import { describe, expect, it, vi } from 'vitest';
import { createAddressAutocomplete } from '../autocomplete/autocomplete';
import { component, createFakeGoogle, type FakePlaceData } from '../testing/google-maps-fakes';
import { createGoogleProvider, GOOGLE_ADDRESS_TYPES } from './google-provider';
import { GoogleMapsLoadError } from './load-google-maps';

const tverskaya7: FakePlaceData = {
  id: 'ChIJ-tverskaya-7',
  text: 'улица Тверская, 7, Москва, Россия',
  mainText: 'улица Тверская, 7',
  secondaryText: 'Москва, Россия',
  location: { lat: 55.7575, lng: 37.6131 },
  addressComponents: [
    component('7', 'street_number'),
    component('улица Тверская', 'route'),
    component('Тверской район', 'sublocality_level_1', 'sublocality', 'political'),
    component('Москва', 'locality', 'political'),
    component('Москва', 'administrative_area_level_1', 'political'),
    component('Россия', 'country', 'political'),
    component('125009', 'postal_code'),
  ],
};
const moscow = { south: 55.55, west: 37.35, north: 55.95, east: 37.85 };
const noWait = async (_ms: number) => {};

describe('createGoogleProvider: loading', () => {
  it('configures the loader once with the key, the locale as language and the four libraries', async () => {
    const fake = createFakeGoogle();
    await createGoogleProvider({ apiKey: 'public-key', locale: 'en', loader: fake.loader });
    expect(fake.setOptions.calls).toEqual([
      expect.objectContaining({
        key: 'public-key',
        language: 'en',
        libraries: ['geometry', 'places', 'marker', 'geocoding'],
      }),
    ]);
  });

  it('retries a failed script load 3 times, waiting n·2ⁿ ms before retry n', async () => {
    const fake = createFakeGoogle({ failLoads: 3 });
    const sleep = vi.fn(noWait);
    const provider = await createGoogleProvider({ apiKey: 'k', locale: 'ru', loader: fake.loader, sleep });
    expect(provider.kind).toBe('google');
    expect(fake.scriptLoads()).toBe(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2, 8, 24]);
  });

  it('gives up with GoogleMapsLoadError after the third retry fails', async () => {
    const fake = createFakeGoogle({ failLoads: 4 });
    const sleep = vi.fn(noWait);
    const loading = createGoogleProvider({ apiKey: 'k', locale: 'ru', loader: fake.loader, sleep });
    await expect(loading).rejects.toBeInstanceOf(GoogleMapsLoadError);
    await expect(loading).rejects.toMatchObject({ attempts: 4 });
    expect(fake.scriptLoads()).toBe(4);
  });
});

describe('createGoogleProvider: autocomplete sessions', () => {
  it('asks for address-type suggestions inside the city bounds in the current locale', async () => {
    const fake = createFakeGoogle({ places: [tverskaya7] });
    const provider = await createGoogleProvider({ apiKey: 'k', locale: 'ru', loader: fake.loader });
    const sessionToken = provider.createSessionToken();
    const suggestions = await provider.autocomplete('тверская', { bounds: moscow, sessionToken, locale: 'ru' });

    expect(suggestions).toEqual([
      {
        placeId: tverskaya7.id,
        text: 'улица Тверская, 7, Москва, Россия',
        mainText: 'улица Тверская, 7',
        secondaryText: 'Москва, Россия',
      },
    ]);
    expect(fake.log.autocompleteRequests[0]).toMatchObject({
      input: 'тверская',
      locationRestriction: moscow,
      includedPrimaryTypes: GOOGLE_ADDRESS_TYPES,
      language: 'ru',
      sessionToken,
    });
  });

  it('uses one token for a typing session and its pick, and a new token after the pick', async () => {
    vi.useFakeTimers();
    try {
      const fake = createFakeGoogle({ places: [tverskaya7] });
      const provider = await createGoogleProvider({ apiKey: 'k', locale: 'ru', loader: fake.loader });
      const autocomplete = createAddressAutocomplete({ provider, getScope: () => ({ bounds: moscow, locale: 'ru' }) });

      autocomplete.setInput('Тв');
      await vi.advanceTimersByTimeAsync(200);
      expect(fake.log.autocompleteRequests).toHaveLength(0);

      autocomplete.setInput('Тве');
      autocomplete.setInput('Твер');
      await vi.advanceTimersByTimeAsync(149);
      expect(fake.log.autocompleteRequests).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      autocomplete.setInput('Тверская');
      await vi.advanceTimersByTimeAsync(150);
      expect(fake.log.autocompleteRequests.map((r) => r.input)).toEqual(['Твер', 'Тверская']);

      const [first, second] = fake.log.autocompleteRequests;
      expect(first!.sessionToken).toBeInstanceOf(fake.AutocompleteSessionToken);
      expect(second!.sessionToken).toBe(first!.sessionToken);

      const [suggestion] = autocomplete.getState().suggestions;
      const details = await autocomplete.pick(suggestion!);
      expect(details?.street).toBe('улица Тверская');
      expect(fake.log.fetchFields).toEqual([
        {
          placeId: tverskaya7.id,
          sessionToken: first!.sessionToken,
          fields: ['addressComponents', 'formattedAddress', 'location'],
        },
      ]);

      autocomplete.setInput('Тверская 7');
      await vi.advanceTimersByTimeAsync(150);
      const third = fake.log.autocompleteRequests[2];
      expect(third!.sessionToken).toBeInstanceOf(fake.AutocompleteSessionToken);
      expect(third!.sessionToken).not.toBe(first!.sessionToken);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createGoogleProvider: address details', () => {
  it('parses address components into country, region, city, street, house number, coordinates and place id', async () => {
    const fake = createFakeGoogle({ places: [tverskaya7] });
    const provider = await createGoogleProvider({ apiKey: 'k', locale: 'ru', loader: fake.loader });
    const token = provider.createSessionToken();
    await provider.autocomplete('Тверская', { sessionToken: token, locale: 'ru' });

    expect(await provider.placeDetails(tverskaya7.id, token, 'ru')).toEqual({
      country: 'Россия',
      region: 'Москва',
      city: 'Москва',
      street: 'улица Тверская',
      houseNumber: '7',
      coordinates: { lat: 55.7575, lng: 37.6131 },
      placeId: tverskaya7.id,
    });
  });

  it('answers null for a place Google does not know', async () => {
    const fake = createFakeGoogle();
    const provider = await createGoogleProvider({ apiKey: 'k', locale: 'ru', loader: fake.loader });
    expect(await provider.placeDetails('missing', provider.createSessionToken(), 'ru')).toBeNull();
  });

  it('reverse-geocodes a point to the street address result, keeping the pinned point', async () => {
    const point = { lat: 55.7576, lng: 37.6129 };
    const fake = createFakeGoogle({
      geocode: () => [
        {
          types: ['route'],
          place_id: 'route-id',
          address_components: [{ long_name: 'улица Тверская', short_name: 'ул. Тверская', types: ['route'] }],
        },
        {
          types: ['street_address'],
          place_id: 'house-id',
          address_components: [
            { long_name: '7', short_name: '7', types: ['street_number'] },
            { long_name: 'улица Тверская', short_name: 'ул. Тверская', types: ['route'] },
            { long_name: 'Москва', short_name: 'Москва', types: ['locality', 'political'] },
            { long_name: 'Москва', short_name: 'Москва', types: ['administrative_area_level_1', 'political'] },
            { long_name: 'Россия', short_name: 'RU', types: ['country', 'political'] },
          ],
        },
      ],
    });
    const provider = await createGoogleProvider({ apiKey: 'k', locale: 'ru', loader: fake.loader });

    expect(await provider.reverseGeocode(point, 'ru')).toEqual({
      country: 'Россия',
      region: 'Москва',
      city: 'Москва',
      street: 'улица Тверская',
      houseNumber: '7',
      coordinates: point,
      placeId: 'house-id',
    });
    expect(fake.log.geocodeRequests[0]).toMatchObject({ location: point, language: 'ru' });
  });

  it('yields no address when reverse geocoding fails', async () => {
    const fake = createFakeGoogle({ geocode: () => [] });
    const provider = await createGoogleProvider({ apiKey: 'k', locale: 'ru', loader: fake.loader });
    expect(await provider.reverseGeocode({ lat: 0, lng: 0 }, 'ru')).toBeNull();
  });
});
