import { useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { Panel } from '../Panel/Panel';
import { TextField } from '../TextField/TextField';
import { Address, Row } from './SaveAddressOffer.styles';

/** Texts of {@link SaveAddressOffer}. */
export interface SaveAddressOfferLabels {
  /** The offer's heading ('Сохранить адрес?'). */
  title: string;
  /** The name field's label ('Название'). */
  name: string;
  /** Its hint ('Например, Дом или Работа'). */
  namePlaceholder: string;
  /** The button ('Сохранить адрес'). */
  save: string;
  /** Once saved, with `{{title}}` for the name ('Адрес сохранён как «{{title}}»'). */
  saved: string;
  /** A save failed with no message of its own. */
  failed: string;
}

/** Props of {@link SaveAddressOffer}. */
export interface SaveAddressOfferProps {
  /** The address the order went to. */
  address: string;
  /** The name it was saved under, once saved: the offer becomes a confirmation. */
  savedTitle?: string | null;
  /** Saves it under a name; resolves to the message to show ('' for `failed`), or null when saved. */
  onSave: (title: string) => Promise<string | null>;
  labels: SaveAddressOfferLabels;
}

/**
 * After an order to a new address (issue 26): 'Сохранить адрес' under a name ('Дом', 'Работа'),
 * then a confirmation, in a {@link Panel} (`data-testid="save-address"`).
 *
 * @example
 * <SaveAddressOffer address="Москва, Тверская, 12" onSave={save} labels={labels} />
 */
export function SaveAddressOffer({ address, savedTitle, onSave, labels }: SaveAddressOfferProps) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const message = await onSave(title);
    setSaving(false);
    setError(message === null ? undefined : message || labels.failed);
  };
  return (
    <Panel title={labels.title} data-testid="save-address">
      <Address>{address}</Address>
      <div role="status">{savedTitle && <Notice>{labels.saved.replace('{{title}}', savedTitle)}</Notice>}</div>
      {!savedTitle && (
        <Row onSubmit={submit} noValidate>
          <TextField
            label={labels.name}
            placeholder={labels.namePlaceholder}
            value={title}
            onValueChange={(value) => (setTitle(value), setError(undefined))}
            error={error}
            maxLength={50}
          />
          <Button type="submit" variant="secondary" loading={saving}>
            {labels.save}
          </Button>
        </Row>
      )}
    </Panel>
  );
}
