import { useId, type ReactNode } from 'react';
import { TextField } from '../TextField/TextField';
import { Textarea } from '../Textarea/Textarea';
import { AddressCombobox } from './AddressCombobox';
import type { AddressComboboxLabels, AddressComboboxProps } from './AddressCombobox';
import { Chosen, Form, Grid, SavedList } from './AddressForm.styles';

/** The details of a delivery place beside its address (spec §3). */
export interface AddressFormDetails {
  /** Apartment or office. */
  apartment?: string | null;
  /** Entrance. */
  entrance?: string | null;
  /** Floor. */
  floor?: string | null;
  /** Intercom code. */
  intercom?: string | null;
  /** Comment for the courier. */
  comment?: string | null;
}

/** Texts of {@link AddressForm}: the address field's and the details'. */
export interface AddressFormLabels extends AddressComboboxLabels {
  /** Caption above the address field ('Адрес'). */
  address: string;
  /** 'Квартира / офис'. */
  apartment: string;
  /** 'Подъезд'. */
  entrance: string;
  /** 'Этаж'. */
  floor: string;
  /** 'Домофон'. */
  intercom: string;
  /** 'Комментарий'. */
  comment: string;
  /** Heading of the saved addresses ('Сохранённые адреса'), needed with `saved`. */
  saved?: string;
}

/** A saved address the form offers before the field (issue 26). */
export interface AddressFormSaved {
  id: string;
  /** The person's name for it ('Дом'), or null. */
  title: string | null;
  address: string;
}

/** Props of {@link AddressForm}: the address combobox's, plus the details. */
export interface AddressFormProps extends Omit<
  AddressComboboxProps,
  'labels' | 'caption' | 'onCancel' | 'focusOnMount'
> {
  /** The person's saved addresses, offered first; picking one calls `onSavedPick`. */
  saved?: readonly AddressFormSaved[];
  onSavedPick?: (id: string) => void;
  /** The address chosen from a suggestion or on the map, shown under the field. */
  chosen?: ReactNode;
  /** The details' values. */
  details: AddressFormDetails;
  /** Called with the changed detail. */
  onDetailsChange: (patch: { [K in keyof AddressFormDetails]?: string }) => void;
  /** Texts. */
  labels: AddressFormLabels;
}

const DETAILS = ['apartment', 'entrance', 'floor', 'intercom'] as const;

/**
 * The delivery tab of the location dialog (spec §2): the person's saved addresses first (issue
 * 26), the address field with autocomplete ({@link AddressCombobox}), the chosen address, then 'Квартира / офис', 'Подъезд', 'Этаж',
 * 'Домофон' and 'Комментарий'.
 *
 * @example
 * <AddressForm {...addressField} chosen={place.address} details={place} onDetailsChange={patch} labels={labels} />
 */
export function AddressForm({
  saved,
  onSavedPick,
  chosen,
  details,
  onDetailsChange,
  labels,
  ...address
}: AddressFormProps) {
  const savedId = useId();
  return (
    <Form>
      {saved && saved.length > 0 && (
        <SavedList aria-labelledby={savedId} data-testid="saved-places">
          <h3 id={savedId}>{labels.saved}</h3>
          <ul>
            {saved.map((place) => (
              <li key={place.id}>
                <button type="button" onClick={() => onSavedPick?.(place.id)}>
                  <strong>{place.title ?? place.address}</strong>
                  {place.title && (
                    <>
                      {' '}
                      <small>{place.address}</small>
                    </>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </SavedList>
      )}
      <AddressCombobox {...address} caption={labels.address} labels={labels} />
      {chosen && <Chosen>{chosen}</Chosen>}
      <Grid>
        {DETAILS.map((key) => (
          <TextField
            key={key}
            label={labels[key]}
            value={details[key] ?? ''}
            onValueChange={(value) => onDetailsChange({ [key]: value })}
            autoComplete={key === 'apartment' ? 'address-line2' : 'off'}
            inputMode={key === 'entrance' || key === 'floor' ? 'numeric' : undefined}
          />
        ))}
      </Grid>
      <Textarea
        label={labels.comment}
        value={details.comment ?? ''}
        onValueChange={(comment) => onDetailsChange({ comment })}
        maxLength={100}
      />
    </Form>
  );
}
