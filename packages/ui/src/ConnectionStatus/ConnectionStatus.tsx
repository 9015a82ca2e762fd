import { useEffect, useState } from 'react';
import { Snackbar, type SnackbarMessage } from '../Snackbar/Snackbar';

/** Props of {@link ConnectionStatus}. Every text comes from the caller, in the customer's language. */
export interface ConnectionStatusProps {
  /** The message while the device is offline; null (or false) while online. */
  offline?: string | false | null;
  /** The message that a new version is ready; null (or false) while there is none. */
  update?: string | false | null;
  /** The update's button ("Обновить"). */
  updateLabel: string;
  /** Called when the customer asks for the new version. */
  onUpdate: () => void;
  /** Accessible name of the close buttons. */
  closeLabel: string;
}

/**
 * The app's word on its connection, at the foot of the screen: an alert while offline (what the
 * customer typed stays; say so in `offline`), and a new version announced with its "Обновить"
 * button instead of code switched under the open page. Each may be closed; the offline message
 * comes back the next time the connection is lost.
 *
 * @example
 * <ConnectionStatus offline={!online && 'Нет соединения'} update={ready && 'Доступна новая версия'}
 *   updateLabel="Обновить" onUpdate={applyUpdate} closeLabel="Закрыть" />
 */
export function ConnectionStatus({ offline, update, updateLabel, onUpdate, closeLabel }: ConnectionStatusProps) {
  const [closed, setClosed] = useState<string[]>([]);
  useEffect(() => {
    if (!offline) setClosed((ids) => (ids.includes('offline') ? ids.filter((id) => id !== 'offline') : ids));
  }, [offline]);
  const queue: SnackbarMessage[] = [];
  if (offline && !closed.includes('offline')) queue.push({ id: 'offline', text: offline, tone: 'error' });
  if (update && !closed.includes('update'))
    queue.push({ id: 'update', text: update, actionLabel: updateLabel, onAction: onUpdate });
  return (
    <Snackbar queue={queue} onDismiss={(id) => setClosed((ids) => [...ids, id])} duration={0} closeLabel={closeLabel} />
  );
}
