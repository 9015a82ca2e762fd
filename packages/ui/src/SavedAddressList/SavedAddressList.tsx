import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ConfirmPopup } from '../ConfirmPopup/ConfirmPopup';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Skeleton } from '../Skeleton/Skeleton';
import { TextField } from '../TextField/TextField';
import { Buttons, List, Rename, Row, Section } from './SavedAddressList.styles';

/** One saved address as the list shows it. */
export interface SavedAddressItem {
  id: string;
  /** The person's name for it ('Дом'), or null. */
  title: string | null;
  /** The address. */
  address: string;
}

/** Texts of {@link SavedAddressList}. */
export interface SavedAddressListLabels {
  /** The section's heading ('Сохранённые адреса'). */
  title: string;
  /** With no saved address ('Сохранённых адресов пока нет'). */
  empty: string;
  /** Under the empty title: how addresses get saved. */
  emptyText: string;
  /** Reading them failed. */
  failed: string;
  /** Its retry button ('Повторить'). */
  retry: string;
  /** 'Переименовать'. */
  rename: string;
  /** The name field's label ('Название'). */
  name: string;
  /** Its hint ('Например, Дом или Работа'). */
  namePlaceholder: string;
  /** 'Сохранить'. */
  save: string;
  /** 'Отмена'. */
  cancel: string;
  /** 'Удалить'. */
  delete: string;
  /** The confirmation's title ('Удалить адрес?'). */
  deleteTitle: string;
  /** A rename or delete failed with no message of its own. */
  actionFailed: string;
}

/** Props of {@link SavedAddressList}. */
export interface SavedAddressListProps {
  addresses: readonly SavedAddressItem[];
  /** Nothing is known yet: placeholders. */
  loading?: boolean;
  /** Reading failed: an error with a retry. */
  failed?: boolean;
  onRetry?: () => void;
  /** Names an address; resolves to the message to show under the name ('' for `actionFailed`), or null when done. */
  onRename: (id: string, title: string) => Promise<string | null>;
  /** Forgets an address once confirmed; resolves to whether it was. */
  onDelete: (id: string) => Promise<boolean>;
  labels: SavedAddressListLabels;
}

/**
 * The person's saved addresses (issue 26), a section under its heading (`data-testid="saved-addresses"`):
 * each with its name and address, renamed in place ('Дом', 'Работа') and deleted after a confirmation.
 *
 * @example
 * <SavedAddressList addresses={saved} onRename={rename} onDelete={remove} labels={labels} />
 */
export function SavedAddressList({
  addresses,
  loading,
  failed,
  onRetry,
  onRename,
  onDelete,
  labels,
}: SavedAddressListProps) {
  const baseId = useId();
  const [editing, setEditing] = useState<{ id: string; title: string; error?: string } | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; busy: boolean; error?: string } | null>(null);
  // The name field takes the focus from the 'Переименовать' button it replaces.
  const renameForm = useRef<HTMLFormElement>(null);
  useEffect(() => renameForm.current?.querySelector('input')?.focus(), [editing?.id]);

  const headingId = `${baseId}-heading`;
  const section = (body: ReactNode, busy?: boolean) => (
    <Section aria-labelledby={headingId} aria-busy={busy || undefined} data-testid="saved-addresses">
      <h2 id={headingId}>{labels.title}</h2>
      {body}
    </Section>
  );
  if (loading) return section(<Skeleton height="5rem" />, true);
  if (failed) return section(<ErrorState labels={{ title: labels.failed, retry: labels.retry }} onRetry={onRetry} />);
  if (addresses.length === 0) return section(<EmptyState title={labels.empty} text={labels.emptyText} />);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || renaming) return;
    setRenaming(true);
    const error = await onRename(editing.id, editing.title);
    setRenaming(false);
    setEditing(error === null ? null : { ...editing, error: error || labels.actionFailed });
  };
  const remove = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true });
    const done = await onDelete(deleting.id);
    setDeleting(done ? null : { ...deleting, busy: false, error: labels.actionFailed });
  };
  const doomed = addresses.find((address) => address.id === deleting?.id);

  return section(
    <>
      <List>
        {addresses.map((item) => {
          const titleId = `${baseId}-${item.id}`;
          const open = editing?.id === item.id;
          return (
            <Row key={item.id}>
              <h3 id={titleId}>{item.title ?? item.address}</h3>
              {item.title && <p>{item.address}</p>}
              {open ? (
                <Rename ref={renameForm} onSubmit={rename} noValidate>
                  <TextField
                    label={labels.name}
                    placeholder={labels.namePlaceholder}
                    value={editing.title}
                    onValueChange={(title) => setEditing({ id: item.id, title })}
                    error={editing.error}
                    maxLength={50}
                  />
                  <Buttons>
                    <Button type="submit" size="sm" loading={renaming}>
                      {labels.save}
                    </Button>
                    <Button type="button" size="sm" variant="text" onClick={() => setEditing(null)}>
                      {labels.cancel}
                    </Button>
                  </Buttons>
                </Rename>
              ) : (
                <Buttons>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-describedby={titleId}
                    onClick={() => setEditing({ id: item.id, title: item.title ?? '' })}
                  >
                    {labels.rename}
                  </Button>
                  <Button
                    size="sm"
                    variant="text"
                    aria-describedby={titleId}
                    onClick={() => setDeleting({ id: item.id, busy: false })}
                  >
                    {labels.delete}
                  </Button>
                </Buttons>
              )}
            </Row>
          );
        })}
      </List>
      <ConfirmPopup
        open={Boolean(doomed)}
        confirming={deleting?.busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
        labels={{ title: labels.deleteTitle, cancel: labels.cancel, confirm: labels.delete }}
      >
        {deleting?.error ?? doomed?.title ?? doomed?.address}
        {doomed?.title && !deleting?.error ? ` (${doomed.address})` : ''}
      </ConfirmPopup>
    </>,
  );
}
