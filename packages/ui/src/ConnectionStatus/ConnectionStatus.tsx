import { useState } from 'react';
import { Snackbar, type SnackbarMessage } from '../Snackbar/Snackbar';

/** Texts of {@link ConnectionStatus}, in the customer's language. */
export interface ConnectionStatusLabels {
  /** Shown while offline: that there is no connection, and that what was typed is kept. */
  offline: string;
  /** That a new version is ready ("Доступна новая версия"). */
  updateReady: string;
  /** Its button ("Обновить"). */
  update: string;
  /** Accessible name of the close buttons. */
  close: string;
}

/** Props of {@link ConnectionStatus}. */
export interface ConnectionStatusProps {
  /** False while the device is offline. */
  online: boolean;
  /** A new version is ready to take over. */
  updateReady: boolean;
  /** Called when the customer asks for the new version. */
  onUpdate: () => void;
  labels: ConnectionStatusLabels;
}

/**
 * The app's word on its connection, at the foot of the screen: an alert while offline, and a new
 * version announced with its "Обновить" button instead of code switched under the open page. Each
 * may be closed; the offline alert comes back the next time the connection is lost.
 *
 * @example
 * <ConnectionStatus online={false} updateReady onUpdate={applyUpdate}
 *   labels={{ offline: 'Нет соединения', updateReady: 'Доступна новая версия', update: 'Обновить', close: 'Закрыть' }} />
 */
export function ConnectionStatus({ online, updateReady, onUpdate, labels }: ConnectionStatusProps) {
  const [closed, setClosed] = useState<string[]>([]);
  // Back online, a closed offline alert is forgotten: the next loss of connection shows it again.
  const [wasOnline, setWasOnline] = useState(online);
  if (online !== wasOnline) {
    setWasOnline(online);
    if (online) setClosed((ids) => ids.filter((id) => id !== 'offline'));
  }
  const queue: SnackbarMessage[] = [];
  if (!online && !closed.includes('offline')) queue.push({ id: 'offline', text: labels.offline, tone: 'error' });
  if (updateReady && !closed.includes('update'))
    queue.push({ id: 'update', text: labels.updateReady, actionLabel: labels.update, onAction: onUpdate });
  return (
    <Snackbar
      queue={queue}
      onDismiss={(id) => setClosed((ids) => [...ids, id])}
      duration={0}
      closeLabel={labels.close}
    />
  );
}
