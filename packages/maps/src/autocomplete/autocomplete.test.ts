import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Geocoder } from '../geocoder/geocoder';
import { createMemoryGeocoder } from '../geocoder/memory-geocoder';
import { gazetteer } from '../MapPopup/MapPopup.fixtures';
import { createOfflineProvider } from '../offline/offline-provider';
import type { AddressSuggestion } from '../provider';
import { createAddressAutocomplete } from './autocomplete';

function setup(geocoder: Geocoder = createMemoryGeocoder(gazetteer)) {
  const spy = {
    autocomplete: vi.spyOn(geocoder, 'autocomplete'),
    placeDetails: vi.spyOn(geocoder, 'placeDetails'),
  };
  const provider = createOfflineProvider({ geocoder });
  const autocomplete = createAddressAutocomplete({ provider, getScope: () => ({ cityId: 1, locale: 'ru' }) });
  return { autocomplete, spy };
}

describe('createAddressAutocomplete', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('asks nothing below three characters', async () => {
    const { autocomplete, spy } = setup();
    autocomplete.setInput('Тв');
    await vi.advanceTimersByTimeAsync(1000);
    expect(spy.autocomplete).not.toHaveBeenCalled();
    expect(autocomplete.getState()).toMatchObject({ status: 'idle', suggestions: [] });
  });

  it('asks once 150 ms after the last keystroke, limited to the city and locale', async () => {
    const { autocomplete, spy } = setup();
    for (const text of ['Тве', 'Твер', 'Тверс']) {
      autocomplete.setInput(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(spy.autocomplete).not.toHaveBeenCalled();
    expect(autocomplete.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(50);
    expect(spy.autocomplete).toHaveBeenCalledTimes(1);
    expect(spy.autocomplete).toHaveBeenCalledWith('Тверс', expect.objectContaining({ cityId: 1, locale: 'ru' }));
    expect(autocomplete.getState().suggestions.map((s) => s.mainText)).toEqual([
      'улица Тверская, 7',
      'улица Тверская, 12',
      'Тверской бульвар, 26',
    ]);
  });

  it("reports 'empty' when nothing matches, so the field can say 'Адрес не найден'", async () => {
    const { autocomplete } = setup();
    autocomplete.setInput('Ххх');
    await vi.advanceTimersByTimeAsync(150);
    expect(autocomplete.getState()).toMatchObject({ status: 'empty', suggestions: [] });
  });

  it('drops an answer that arrives after the text changed', async () => {
    let release: (value: AddressSuggestion[]) => void = () => {};
    const slow: Geocoder = {
      ...createMemoryGeocoder(gazetteer),
      autocomplete: vi.fn(() => new Promise<AddressSuggestion[]>((resolve) => (release = resolve))),
    };
    const { autocomplete } = setup(slow);
    autocomplete.setInput('Арб');
    await vi.advanceTimersByTimeAsync(150);
    autocomplete.setInput('Ар');
    release([{ placeId: 'x', text: 'stale', mainText: 'stale', secondaryText: '' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(autocomplete.getState()).toMatchObject({ input: 'Ар', status: 'idle', suggestions: [] });
  });

  it('reports an error when the geocoder fails', async () => {
    const failing: Geocoder = {
      ...createMemoryGeocoder(gazetteer),
      autocomplete: () => Promise.reject(new Error('down')),
    };
    const { autocomplete } = setup(failing);
    autocomplete.setInput('Арб');
    await vi.advanceTimersByTimeAsync(150);
    expect(autocomplete.getState().status).toBe('error');
  });

  it('keeps one session token per typing session and starts a new one after a pick', async () => {
    const { autocomplete, spy } = setup();
    autocomplete.setInput('Арб');
    await vi.advanceTimersByTimeAsync(150);
    autocomplete.setInput('Арбат');
    await vi.advanceTimersByTimeAsync(150);
    const [first, second] = spy.autocomplete.mock.calls.map(([, options]) => options.sessionToken);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);

    const details = await autocomplete.pick(autocomplete.getState().suggestions[0]!);
    expect(details).toMatchObject({ street: 'улица Арбат', houseNumber: '10' });
    expect(spy.placeDetails).toHaveBeenCalledWith('arbat-10', first, 'ru');
    expect(autocomplete.getState()).toMatchObject({ input: 'улица Арбат, 10', suggestions: [] });

    autocomplete.setInput('Тверская');
    await vi.advanceTimersByTimeAsync(150);
    const third = spy.autocomplete.mock.calls[2]![1].sessionToken;
    expect(third).toEqual(expect.any(String));
    expect(third).not.toBe(first);
  });
});
