import { getScheduleStatus } from '@tarelka/domain';
import { Button } from '@tarelka/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { toOpeningHours } from '../../../lib/api/bridge';
import { useResto } from '../../../lib/api/hooks';
import { selectRestoId } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { useServerNow } from '../../../lib/time';
import { useScheduleText, weekdayAt } from '../hooks/use-schedule-text';

/**
 * The day-off dialog (spec §2): when the chosen resto is closed, orders are not accepted now;
 * shown once per visit and per resto.
 */
export function DayOffDialog() {
  const { t } = useTranslation();
  const resto = useResto(useAppSelector(selectRestoId));
  const { today } = useScheduleText();
  const now = useServerNow();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const r = resto.data;
  if (!r || dismissed === r.id) return null;
  if (getScheduleStatus(toOpeningHours(r.openingHours), now, r.timezone).open) return null;
  return (
    <Modal open title={t('dayOff.title')} onClose={() => setDismissed(r.id)} maxWidth="30rem" testId="day-off">
      <p style={{ marginTop: 0 }}>
        {t('dayOff.text', { hours: today(toOpeningHours(r.openingHours), weekdayAt(now, r.timezone)) })}
      </p>
      <Button onClick={() => setDismissed(r.id)}>{t('dayOff.ok')}</Button>
    </Modal>
  );
}
