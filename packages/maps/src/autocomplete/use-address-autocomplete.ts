import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AutocompleteOptions, MapProvider } from '../provider';
import { createAddressAutocomplete, type AddressAutocomplete, type AutocompleteState } from './autocomplete';

/** What the autocomplete is limited to: the city and the locale. */
export type AutocompleteScope = Omit<AutocompleteOptions, 'sessionToken'>;

/** What {@link useAddressAutocomplete} returns. */
export interface UseAddressAutocomplete extends AutocompleteState {
  setInput: AddressAutocomplete['setInput'];
  pick: AddressAutocomplete['pick'];
}

/**
 * The autocomplete of {@link createAddressAutocomplete} as a React hook.
 *
 * @example
 * const { input, suggestions, status, setInput, pick } = useAddressAutocomplete(provider, { bounds, cityId, locale: 'ru' });
 */
export function useAddressAutocomplete(provider: MapProvider, scope: AutocompleteScope): UseAddressAutocomplete {
  const scopeRef = useRef(scope);
  useEffect(() => {
    scopeRef.current = scope;
  });
  const [autocomplete] = useState(() => createAddressAutocomplete({ provider, getScope: () => scopeRef.current }));
  useEffect(() => () => autocomplete.dispose(), [autocomplete]);
  const state = useSyncExternalStore(autocomplete.subscribe, autocomplete.getState, autocomplete.getState);
  return { ...state, setInput: autocomplete.setInput, pick: autocomplete.pick };
}
