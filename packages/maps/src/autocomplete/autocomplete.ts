import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  shouldAutocomplete,
  type AddressDetails,
  type AddressSuggestion,
  type AutocompleteOptions,
  type MapProvider,
  type SessionToken,
} from '../provider';

/** Where the autocomplete is. `empty`: the text was searched and nothing was found ('Адрес не найден'). */
export type AutocompleteStatus = 'idle' | 'loading' | 'done' | 'empty' | 'error';

/** A snapshot of {@link AddressAutocomplete}. */
export interface AutocompleteState {
  input: string;
  status: AutocompleteStatus;
  suggestions: AddressSuggestion[];
}

/** Options of {@link createAddressAutocomplete}. */
export interface AddressAutocompleteOptions {
  provider: MapProvider;
  /** Read at request time, so a city or locale change applies to the next keystroke. */
  getScope: () => Omit<AutocompleteOptions, 'sessionToken'>;
  /** Debounce in ms; {@link AUTOCOMPLETE_DEBOUNCE_MS} by default. */
  debounceMs?: number;
}

/** A framework-free autocomplete: debounce, minimum length, stale-answer guard, session tokens. */
export interface AddressAutocomplete {
  getState(): AutocompleteState;
  subscribe(listener: () => void): () => void;
  /** The user typed; asks for suggestions after the debounce when long enough. */
  setInput(input: string): void;
  /** The user picked a suggestion: fetches its details and ends the typing session. */
  pick(suggestion: AddressSuggestion): Promise<AddressDetails | null>;
  /** Cancels a pending request; the session stays open. */
  dispose(): void;
}

/**
 * Creates the autocomplete behind the address field and the map search (spec §5, §7): nothing is
 * asked below 3 characters, requests are debounced by 150 ms, one session token serves every request
 * of a typing session and the place-details call of the pick, after which the next keystroke starts a
 * new session.
 *
 * @example
 * const ac = createAddressAutocomplete({ provider, getScope: () => ({ bounds, cityId: 1, locale: 'ru' }) });
 * ac.subscribe(() => render(ac.getState()));
 * ac.setInput('Тве');
 */
export function createAddressAutocomplete({
  provider,
  getScope,
  debounceMs = AUTOCOMPLETE_DEBOUNCE_MS,
}: AddressAutocompleteOptions): AddressAutocomplete {
  let state: AutocompleteState = { input: '', status: 'idle', suggestions: [] };
  let token: SessionToken | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let requestId = 0;
  const listeners = new Set<() => void>();

  const set = (next: Partial<AutocompleteState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const sessionToken = () => (token ??= provider.createSessionToken());

  const run = async (input: string, id: number) => {
    try {
      const suggestions = await provider.autocomplete(input.trim(), { ...getScope(), sessionToken: sessionToken() });
      if (id !== requestId) return;
      set({ suggestions, status: suggestions.length ? 'done' : 'empty' });
    } catch {
      if (id !== requestId) return;
      set({ suggestions: [], status: 'error' });
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setInput(input) {
      clearTimeout(timer);
      const id = ++requestId;
      if (!shouldAutocomplete(input)) {
        set({ input, status: 'idle', suggestions: [] });
        return;
      }
      set({ input, status: 'loading' });
      timer = setTimeout(() => void run(input, id), debounceMs);
    },
    async pick(suggestion) {
      clearTimeout(timer);
      requestId++;
      const used = sessionToken();
      token = null;
      set({ input: suggestion.mainText || suggestion.text, status: 'idle', suggestions: [] });
      try {
        return await provider.placeDetails(suggestion.placeId, used, getScope().locale);
      } catch {
        return null;
      }
    },
    dispose() {
      clearTimeout(timer);
      requestId++;
    },
  };
}
