import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { AutocompleteOptions, MapProvider } from '../provider';
import { createAddressAutocomplete, type AddressAutocomplete, type AutocompleteState } from './autocomplete';

/** What the autocomplete is limited to: the city and the locale. */
export type AutocompleteScope = Omit<AutocompleteOptions, 'sessionToken'>;

/** What {@link useAddressAutocomplete} returns. */
export interface UseAddressAutocomplete extends AutocompleteState {
  setInput: AddressAutocomplete['setInput'];
  pick: AddressAutocomplete['pick'];
}

const IDLE: AutocompleteState = { input: '', status: 'idle', suggestions: [] };
const idle = () => IDLE;
const subscribeNone = () => () => {};
const ignore = () => {};
const pickNone = async () => null;

/**
 * The autocomplete of {@link createAddressAutocomplete} as a React hook. Until the provider has
 * loaded (`null`) it stays idle; a new provider starts a new autocomplete.
 *
 * @example
 * const { input, suggestions, status, setInput, pick } = useAddressAutocomplete(provider, { bounds, cityId, locale: 'ru' });
 */
export function useAddressAutocomplete(provider: MapProvider | null, scope: AutocompleteScope): UseAddressAutocomplete {
  const scopeRef = useRef(scope);
  useEffect(() => {
    scopeRef.current = scope;
  });
  const autocomplete = useMemo(
    () => (provider ? createAddressAutocomplete({ provider, getScope: () => scopeRef.current }) : null),
    [provider],
  );
  useEffect(() => () => autocomplete?.dispose(), [autocomplete]);
  const state = useSyncExternalStore(
    autocomplete?.subscribe ?? subscribeNone,
    autocomplete?.getState ?? idle,
    autocomplete?.getState ?? idle,
  );
  return { ...state, setInput: autocomplete?.setInput ?? ignore, pick: autocomplete?.pick ?? pickNone };
}
