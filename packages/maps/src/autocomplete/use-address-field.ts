import type { AddressComboboxProps, AddressSuggestion as FieldSuggestion } from '@tarelka/ui';
import { useState } from 'react';
import type { AddressDetails, AddressSuggestion, MapProvider } from '../provider';
import { useAddressAutocomplete, type AutocompleteScope } from './use-address-autocomplete';

/** The props of `AddressCombobox` / `AddressForm` of `@tarelka/ui` that {@link useAddressField} drives. */
export type AddressField = Required<
  Pick<AddressComboboxProps, 'value' | 'onValueChange' | 'suggestions' | 'onSuggestionSelect' | 'status' | 'disabled'>
>;

/**
 * Connects the kit's address combobox to a map provider's geocoder: the typed text goes to the
 * debounced autocomplete ({@link useAddressAutocomplete}), its suggestions come back in the kit's
 * shape, and a picked one is resolved to its details (`null` when that failed) for `onPick`.
 * The field is disabled until the provider has loaded.
 *
 * @example
 * const field = useAddressField(provider, { bounds, cityId, locale }, (details, suggestion) => save(details));
 * return <AddressCombobox {...field} labels={labels} />;
 */
export function useAddressField(
  provider: MapProvider | null,
  scope: AutocompleteScope,
  onPick: (details: AddressDetails | null, suggestion: AddressSuggestion) => void,
): AddressField {
  const { input, status, suggestions, setInput, pick } = useAddressAutocomplete(provider, scope);
  const [picking, setPicking] = useState(false);
  return {
    value: input,
    onValueChange: setInput,
    suggestions: suggestions.map(toField),
    onSuggestionSelect: (chosen: FieldSuggestion) => {
      const suggestion = suggestions.find((s) => s.placeId === chosen.id);
      if (!suggestion) return;
      setPicking(true);
      void pick(suggestion).then((details) => {
        setPicking(false);
        onPick(details, suggestion);
      });
    },
    status: picking || status === 'loading' ? 'loading' : status === 'done' ? 'idle' : status,
    disabled: provider === null,
  };
}

const toField = (s: AddressSuggestion): FieldSuggestion => ({
  id: s.placeId,
  title: s.mainText,
  subtitle: s.secondaryText || undefined,
});
