import { describe, expect, it } from 'vitest';
import { createMemoryGeocoder } from './geocoder/memory-geocoder';
import { GoogleMapsLoadError } from './google/load-google-maps';
import { loadMapProvider } from './load-map-provider';
import { gazetteer } from './MapPopup/MapPopup.fixtures';
import { createFakeGoogle } from './testing/google-maps-fakes';

const offline = { geocoder: createMemoryGeocoder(gazetteer) };
const noWait = async () => {};

describe('loadMapProvider', () => {
  it('loads the offline provider when no Google key is configured', async () => {
    const provider = await loadMapProvider({ locale: 'ru', google: { apiKey: '' }, offline });
    expect(provider.kind).toBe('offline');
    expect(await provider.reverseGeocode({ lat: 55.751, lng: 37.596 }, 'ru')).toMatchObject({ street: 'улица Арбат' });
  });

  it('loads Google when a key is configured', async () => {
    const { loader } = createFakeGoogle();
    const provider = await loadMapProvider({ locale: 'ru', google: { apiKey: 'key', loader }, offline });
    expect(provider.kind).toBe('google');
  });

  it('keeps the offline provider when the tenant chose it, even with a key', async () => {
    const { loader } = createFakeGoogle();
    const provider = await loadMapProvider({
      locale: 'ru',
      provider: 'offline',
      google: { apiKey: 'key', loader },
      offline,
    });
    expect(provider.kind).toBe('offline');
  });

  it('falls back to the offline provider when Google does not load', async () => {
    const { loader } = createFakeGoogle({ failLoads: 10 });
    const provider = await loadMapProvider({ locale: 'ru', google: { apiKey: 'key', loader, sleep: noWait }, offline });
    expect(provider.kind).toBe('offline');
  });

  it('reports the failure when the fallback is switched off', async () => {
    const { loader } = createFakeGoogle({ failLoads: 10 });
    await expect(
      loadMapProvider({
        locale: 'ru',
        google: { apiKey: 'key', loader, sleep: noWait },
        offline,
        fallbackToOffline: false,
      }),
    ).rejects.toBeInstanceOf(GoogleMapsLoadError);
  });
});
