import { describe, expect, it, vi } from 'vitest';
import { createHttpGeocoder, GeocoderHttpError } from './geocoder';

const details = {
  country: 'Россия',
  region: 'Москва',
  city: 'Москва',
  street: 'улица Арбат',
  houseNumber: '10',
  coordinates: { lat: 55.751, lng: 37.596 },
  placeId: 'arbat-10',
};

function server(respond: (url: URL) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => respond(new URL(String(input))));
  const geocoder = createHttpGeocoder({ baseUrl: 'http://api.test/', whiteLabel: 'demo', fetch });
  return { geocoder, fetch, url: (call = 0) => new URL(String(fetch.mock.calls[call]![0])) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createHttpGeocoder', () => {
  it('asks GET /1/p/geocode/autocomplete with the input, city, session, language and white label', async () => {
    const suggestion = {
      placeId: 'arbat-10',
      text: 'улица Арбат, 10, Москва',
      mainText: 'улица Арбат, 10',
      secondaryText: 'Москва',
    };
    const { geocoder, url } = server(() => json({ suggestions: [suggestion] }));
    const result = await geocoder.autocomplete('Арб', { cityId: 1, sessionToken: 's-1', locale: 'en' });
    expect(result).toEqual([suggestion]);
    expect(url().pathname).toBe('/1/p/geocode/autocomplete');
    expect(Object.fromEntries(url().searchParams)).toEqual({
      input: 'Арб',
      cityId: '1',
      sessionToken: 's-1',
      lang: 'en',
      whiteLabel: 'demo',
    });
  });

  it('asks GET /1/p/geocode/places/{placeId} for details and answers null on 404', async () => {
    const { geocoder, url } = server((u) =>
      u.pathname.endsWith('/arbat-10') ? json(details) : json({ errors: [] }, 404),
    );
    expect(await geocoder.placeDetails('arbat-10', 's-1', 'ru')).toEqual(details);
    expect(url().pathname).toBe('/1/p/geocode/places/arbat-10');
    expect(Object.fromEntries(url().searchParams)).toEqual({ sessionToken: 's-1', lang: 'ru', whiteLabel: 'demo' });
    expect(await geocoder.placeDetails('nowhere', 's-1', 'ru')).toBeNull();
  });

  it('asks GET /1/p/geocode/reverse with lat and lng, and yields no address on 404 or failure', async () => {
    const { geocoder, url } = server((u) => (u.searchParams.get('lat') === '55.751' ? json(details) : json({}, 404)));
    expect(await geocoder.reverseGeocode({ lat: 55.751, lng: 37.596 }, 'ru')).toEqual(details);
    expect(Object.fromEntries(url().searchParams)).toEqual({
      lat: '55.751',
      lng: '37.596',
      lang: 'ru',
      whiteLabel: 'demo',
    });
    expect(await geocoder.reverseGeocode({ lat: 0, lng: 0 }, 'ru')).toBeNull();

    const broken = server(() => json({}, 503));
    expect(await broken.geocoder.reverseGeocode({ lat: 55.751, lng: 37.596 }, 'ru')).toBeNull();
  });

  it('throws GeocoderHttpError when autocomplete fails', async () => {
    const { geocoder } = server(() => json({}, 500));
    await expect(geocoder.autocomplete('Арб', { sessionToken: 's', locale: 'ru' })).rejects.toBeInstanceOf(
      GeocoderHttpError,
    );
  });
});
