import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ThemeProvider } from 'styled-components';
import { useAddressAutocomplete, type AutocompleteScope } from '../autocomplete/use-address-autocomplete';
import { useMapTheme } from '../MapChrome/use-map-theme';
import type { AddressDetails, AddressSuggestion, MapProvider } from '../provider';
import {
  SearchInput,
  SearchRoot,
  SearchStatus,
  SuggestionItem,
  SuggestionList,
  SuggestionMain,
  SuggestionSecondary,
} from './AddressSearch.styles';

/** Texts of {@link AddressSearch}. */
export interface AddressSearchLabels {
  /** Placeholder and accessible name of the field. */
  placeholder: string;
  /** Shown when the text was searched and nothing matched. */
  notFound: string;
  /** Accessible name of the suggestion list. */
  suggestions: string;
  /** Shown while suggestions load. */
  loading: string;
  /** Shown when the geocoder failed. */
  error: string;
}

/** Russian defaults of {@link AddressSearchLabels} (spec §2, §5, §8). */
export const ADDRESS_SEARCH_LABELS: AddressSearchLabels = {
  placeholder: 'Введите адрес',
  notFound: 'Адрес не найден',
  suggestions: 'Подсказки адресов',
  loading: 'Ищем адрес…',
  error: 'Не удалось выполнить запрос',
};

/** Props of {@link AddressSearch}. */
export interface AddressSearchProps {
  /** The loaded map provider. */
  provider: MapProvider;
  /** City bounds, city id and locale the suggestions are limited to. */
  scope: AutocompleteScope;
  /** Called with the picked suggestion and its details (`null` when the place could not be resolved). */
  onPick: (details: AddressDetails | null, suggestion: AddressSuggestion) => void;
  /** Called on Escape. */
  onCancel?: () => void;
  /** Focuses the field on mount (the search overlay opens for typing). */
  focusOnMount?: boolean;
  /** Texts; Russian by default. */
  labels?: Partial<AddressSearchLabels>;
}

/**
 * An address field with autocomplete, as an ARIA combobox: arrow keys move through suggestions,
 * Enter picks, Escape cancels; 'Адрес не найден' when nothing matched.
 *
 * @example
 * <AddressSearch provider={provider} scope={{ bounds: city.bounds, cityId: city.id, locale: 'ru' }} onPick={setAddress} />
 */
export function AddressSearch({ provider, scope, onPick, onCancel, focusOnMount, labels }: AddressSearchProps) {
  const text = { ...ADDRESS_SEARCH_LABELS, ...labels };
  const theme = useMapTheme();
  const { input, status, suggestions, setInput, pick } = useAddressAutocomplete(provider, scope);
  const [active, setActive] = useState(-1);
  const [picking, setPicking] = useState(false);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const open = suggestions.length > 0;
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) field.current?.focus();
  }, [focusOnMount]);

  const choose = async (suggestion: AddressSuggestion) => {
    setPicking(true);
    setActive(-1);
    const details = await pick(suggestion);
    setPicking(false);
    onPick(details, suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const suggestion = suggestions[active] ?? (suggestions.length === 1 ? suggestions[0] : undefined);
      if (suggestion) {
        event.preventDefault();
        void choose(suggestion);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel?.();
    }
  };

  return (
    <ThemeProvider theme={theme}>
      <SearchRoot>
        <SearchInput
          type="text"
          role="combobox"
          aria-label={text.placeholder}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && open ? optionId(active) : undefined}
          placeholder={text.placeholder}
          autoComplete="off"
          ref={field}
          value={input}
          onChange={(event) => {
            setActive(-1);
            setInput(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <SuggestionList id={listId} role="listbox" aria-label={text.suggestions} hidden={!open}>
          {suggestions.map((suggestion, index) => (
            <SuggestionItem
              key={suggestion.placeId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              $active={index === active}
              // Keep focus in the field: the list is driven from the keyboard there.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void choose(suggestion)}
            >
              <SuggestionMain>{suggestion.mainText}</SuggestionMain>
              {suggestion.secondaryText && <SuggestionSecondary>{suggestion.secondaryText}</SuggestionSecondary>}
            </SuggestionItem>
          ))}
        </SuggestionList>
        <div role="status" aria-live="polite">
          {status === 'empty' && <SearchStatus>{text.notFound}</SearchStatus>}
          {status === 'error' && <SearchStatus>{text.error}</SearchStatus>}
          {(status === 'loading' || picking) && <SearchStatus>{text.loading}</SearchStatus>}
        </div>
      </SearchRoot>
    </ThemeProvider>
  );
}
