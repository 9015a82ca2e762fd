import { useAppSelector } from '@tarelka/store/react';
import { applyUpdate, selectConnection } from '@tarelka/store/service-worker';
import { ConnectionStatus, type ConnectionStatusLabels } from '@tarelka/ui';
import extraRu from '../../locales/ru/extra.json';
import { useLazyTranslation } from '../lib/i18n/lazy-strings';

/** Offline, or a new build waiting with its "Обновить" (issue 30): the kit's ConnectionStatus. */
export function ConnectionNotice() {
  const { t } = useLazyTranslation(extraRu);
  return (
    <ConnectionStatus
      {...useAppSelector(selectConnection)}
      onUpdate={applyUpdate}
      labels={t('connection', { returnObjects: true }) as ConnectionStatusLabels}
    />
  );
}
