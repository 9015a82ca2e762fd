import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { FieldHelper, FieldLabel, FieldRoot } from '../lib/field.styles';
import { ComboInput, ComboWrap, Listbox, Option } from './AddressForm.styles';

/** An address suggestion from autocomplete. */
export interface AddressSuggestion {
  /** Suggestion id (the geocoder's place id). */
  id: string;
  /** Main line (street, house). */
  title: string;
  /** Secondary line (city, district). */
  subtitle?: string;
}

/** Where the suggestions are: `empty` means the text was searched and nothing matched. */
export type AddressSearchStatus = 'idle' | 'loading' | 'empty' | 'error';

/** Texts of {@link AddressCombobox}. */
export interface AddressComboboxLabels {
  /** Placeholder ('Введите адрес'); the field's accessible name only when there is no caption. */
  placeholder: string;
  /** Accessible name of the suggestion list. */
  suggestions: string;
  /** Nothing matched ('Адрес не найден'). */
  notFound: string;
  /** Suggestions or the chosen place are loading. */
  loading: string;
  /** The geocoder failed. */
  error: string;
}

/** Props of {@link AddressCombobox}. */
export interface AddressComboboxProps {
  /** The typed text (controlled). */
  value: string;
  /** Called with the typed text; the caller asks its geocoder from 3 characters. */
  onValueChange: (value: string) => void;
  /** Suggestions for the typed text. */
  suggestions: readonly AddressSuggestion[];
  /** Called with the chosen suggestion (Enter, click, or Enter on a single suggestion). */
  onSuggestionSelect: (suggestion: AddressSuggestion) => void;
  /** Where the suggestions are; shown as a polite status line. */
  status?: AddressSearchStatus;
  /** Texts. */
  labels: AddressComboboxLabels;
  /** Visible caption above the field ('Адрес доставки'), which is then the field's accessible name. */
  caption?: string;
  /** Error under the field; marks it invalid. */
  error?: string;
  /** Called on Escape while no list is open (e.g. closes a search overlay). */
  onCancel?: () => void;
  /** Focuses the field on mount (a search overlay opens for typing). */
  focusOnMount?: boolean;
  /** Disables the field (e.g. while the geocoder loads). */
  disabled?: boolean;
}

/**
 * An address field with autocomplete as an ARIA combobox (list autocomplete, 310 px list): arrows
 * move through suggestions and wrap, Enter picks the active one (or the only one), Escape closes
 * the list or cancels, focus stays in the field; loading, 'Адрес не найден' and failures are
 * announced politely. The suggestions come from the caller (`@tarelka/maps` debounces a geocoder).
 *
 * @example
 * <AddressCombobox value={text} onValueChange={search} suggestions={hits} onSuggestionSelect={pick} status={status} labels={labels} />
 */
export function AddressCombobox({
  value,
  onValueChange,
  suggestions,
  onSuggestionSelect,
  status = 'idle',
  labels,
  caption,
  error,
  onCancel,
  focusOnMount = false,
  disabled,
}: AddressComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const noteId = `${id}-note`;
  const field = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    if (focusOnMount) field.current?.focus();
  }, [focusOnMount]);

  const choose = (suggestion: AddressSuggestion) => {
    setOpen(false);
    setActive(-1);
    onSuggestionSelect(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (expanded ? (index + 1) % count : 0));
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded) {
      const suggestion = suggestions[active] ?? (count === 1 ? suggestions[0] : undefined);
      if (!suggestion) return;
      event.preventDefault();
      choose(suggestion);
    } else if (event.key === 'Escape') {
      // The list closes first; a dialog around the field must not close with it.
      if (expanded) {
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (onCancel) {
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }
    }
  };

  const statusText =
    status === 'loading'
      ? labels.loading
      : status === 'empty'
        ? labels.notFound
        : status === 'error'
          ? labels.error
          : '';
  return (
    <FieldRoot>
      {caption && <FieldLabel htmlFor={inputId}>{caption}</FieldLabel>}
      <ComboWrap>
        <ComboInput
          ref={field}
          id={inputId}
          type="text"
          role="combobox"
          // Named by its visible caption when it has one; a placeholder is a hint, not a name.
          aria-label={caption ? undefined : labels.placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? noteId : undefined}
          autoComplete="off"
          placeholder={labels.placeholder}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            setOpen(true);
            setActive(-1);
            onValueChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
          $invalid={Boolean(error)}
        />
        <Listbox id={listId} role="listbox" aria-label={labels.suggestions} hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <Option
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keep focus in the field: the list is driven from the keyboard there.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span>{suggestion.title}</span>
              {suggestion.subtitle && <small>{suggestion.subtitle}</small>}
            </Option>
          ))}
        </Listbox>
      </ComboWrap>
      <div role="status" aria-live="polite">
        {statusText && <FieldHelper>{statusText}</FieldHelper>}
      </div>
      {error && (
        <FieldHelper id={noteId} $error role="alert">
          {error}
        </FieldHelper>
      )}
    </FieldRoot>
  );
}
