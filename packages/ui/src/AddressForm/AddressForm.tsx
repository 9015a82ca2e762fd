import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { FieldHelper, FieldLabel, FieldRoot } from '../lib/field.styles';
import { TextField } from '../TextField/TextField';
import { Textarea } from '../Textarea/Textarea';
import { ComboInput, ComboWrap, Form, Grid, Listbox, Option } from './AddressForm.styles';

/** The fields of a delivery address. */
export interface AddressFormValue {
  /** Street and house, chosen from suggestions or the map. */
  address: string;
  /** Flat or office. */
  flat: string;
  /** Entrance. */
  entrance: string;
  /** Floor. */
  floor: string;
  /** Intercom code. */
  intercom: string;
  /** Comment for the courier. */
  comment: string;
}

/** An address suggestion from autocomplete. */
export interface AddressSuggestion {
  /** Suggestion id (place id). */
  id: string;
  /** Main line (street, house). */
  title: string;
  /** Secondary line (city, district). */
  subtitle?: string;
}

/** Texts of {@link AddressForm}; the spec's Russian by default. */
export interface AddressFormLabels {
  /** Address field. */
  address: string;
  /** Flat field. */
  flat: string;
  /** Entrance field. */
  entrance: string;
  /** Floor field. */
  floor: string;
  /** Intercom field. */
  intercom: string;
  /** Comment field. */
  comment: string;
  /** No suggestions for the typed text. */
  notFound: string;
  /** Address placeholder. */
  placeholder: string;
}

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** Field values (controlled). */
  value: AddressFormValue;
  /** Called with all fields after any change. */
  onChange: (value: AddressFormValue) => void;
  /** Autocomplete suggestions for the typed address (fetched by the caller from 3 characters). */
  suggestions?: readonly AddressSuggestion[];
  /** Called when a suggestion is chosen. */
  onSuggestionSelect?: (suggestion: AddressSuggestion) => void;
  /** Shows 'Адрес не найден' under the address. */
  notFound?: boolean;
  /** Errors per field, e.g. `{ address: 'Адрес не входит в зону доставки' }`. */
  errors?: Partial<Record<keyof AddressFormValue, string>>;
  /** Texts for translation. */
  labels?: Partial<AddressFormLabels>;
}

const defaultLabels: AddressFormLabels = {
  address: 'Адрес',
  flat: 'Квартира / офис',
  entrance: 'Подъезд',
  floor: 'Этаж',
  intercom: 'Домофон',
  comment: 'Комментарий',
  notFound: 'Адрес не найден',
  placeholder: 'Введите адрес',
};

/**
 * The delivery tab's address: an autocomplete address field (combobox with a 310 px list) and
 * 'Квартира / офис', 'Подъезд', 'Этаж', 'Домофон', 'Комментарий'.
 *
 * @example
 * <AddressForm value={place} onChange={setPlace} suggestions={hits} onSuggestionSelect={pick} errors={{ address: error }} />
 */
export function AddressForm({
  value,
  onChange,
  suggestions = [],
  onSuggestionSelect,
  notFound = false,
  errors = {},
  labels,
}: AddressFormProps) {
  const text = { ...defaultLabels, ...labels };
  const id = useId();
  const listId = `${id}-list`;
  const noteId = `${id}-note`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0;
  const set = (key: keyof AddressFormValue) => (next: string) => onChange({ ...value, [key]: next });

  const choose = (suggestion: AddressSuggestion) => {
    onChange({ ...value, address: suggestion.title });
    onSuggestionSelect?.(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const addressNote = errors.address ?? (notFound ? text.notFound : undefined);
  return (
    <Form>
      <FieldRoot>
        <FieldLabel htmlFor={`${id}-address`}>{text.address}</FieldLabel>
        <ComboWrap>
          <ComboInput
            id={`${id}-address`}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={addressNote ? noteId : undefined}
            autoComplete="off"
            placeholder={text.placeholder}
            value={value.address}
            onChange={(event) => {
              set('address')(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            $invalid={Boolean(errors.address)}
          />
          <Listbox id={listId} role="listbox" aria-label={text.address} hidden={!expanded}>
            {suggestions.map((suggestion, index) => (
              <Option
                key={suggestion.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(suggestion);
                }}
              >
                <span>{suggestion.title}</span>
                {suggestion.subtitle && <small>{suggestion.subtitle}</small>}
              </Option>
            ))}
          </Listbox>
        </ComboWrap>
        {addressNote && (
          <FieldHelper id={noteId} $error role={errors.address ? 'alert' : 'status'}>
            {addressNote}
          </FieldHelper>
        )}
      </FieldRoot>
      <Grid>
        <TextField
          label={text.flat}
          value={value.flat}
          onValueChange={set('flat')}
          error={errors.flat}
          autoComplete="address-line2"
        />
        <TextField
          label={text.entrance}
          value={value.entrance}
          onValueChange={set('entrance')}
          error={errors.entrance}
          inputMode="numeric"
        />
        <TextField
          label={text.floor}
          value={value.floor}
          onValueChange={set('floor')}
          error={errors.floor}
          inputMode="numeric"
        />
        <TextField
          label={text.intercom}
          value={value.intercom}
          onValueChange={set('intercom')}
          error={errors.intercom}
        />
      </Grid>
      <Textarea
        label={text.comment}
        value={value.comment}
        onValueChange={set('comment')}
        error={errors.comment}
        maxLength={100}
      />
    </Form>
  );
}
