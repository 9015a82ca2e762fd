import { Button } from '@tarelka/ui';
import { ModalDialog } from '../../../components/Modal/ModalDialog';
import { toOpeningHours } from '../../../lib/api/bridge';
import type { Resto } from '../../../lib/api/hooks';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import { extraRu } from '../../../lib/i18n/locales/extra.ru';
import { useScheduleText, weekdayAt } from '../hooks/use-schedule-text';

/** Props of {@link DayOffDialogContent}. */
export interface DayOffDialogContentProps {
  open: boolean;
  /** The closed resto, for today's hours in its timezone. */
  resto: Resto;
  now: number;
  onClose: () => void;
}

/** The day-off dialog's content (spec §2), loaded only when the chosen resto is closed (DayOffDialog). */
export function DayOffDialogContent({ open, resto, now, onClose }: DayOffDialogContentProps) {
  const { t } = useLazyTranslation(extraRu);
  const { today } = useScheduleText();
  return (
    <ModalDialog open={open} title={t('dayOff.title')} onClose={onClose} maxWidth="30rem" testId="day-off">
      <p style={{ marginTop: 0 }}>
        {t('dayOff.text', { hours: today(toOpeningHours(resto.openingHours), weekdayAt(now, resto.timezone)) })}
      </p>
      <Button onClick={onClose}>{t('dayOff.ok')}</Button>
    </ModalDialog>
  );
}
