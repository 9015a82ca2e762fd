import { scheduleDayAt } from '@tarelka/domain';
import { DayOffDialog } from '@tarelka/ui';
import type { Resto } from '../../../lib/api/hooks';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import extraRu from '../../../../locales/ru/extra.json';
import { useScheduleText } from '../hooks/use-schedule-text';

/** Props of {@link DayOffDialogContent}. */
export interface DayOffDialogContentProps {
  /** Whether it is shown. */
  open: boolean;
  /** The closed resto, for today's hours in its timezone. */
  resto: Resto;
  /** Server time, ms. */
  now: number;
  /** Closes it. */
  onClose: () => void;
}

/** The day-off dialog (spec §2, `DayOffDialog` of `@tarelka/ui`), loaded only when the chosen resto is closed. */
export function DayOffDialogContent({ open, resto, now, onClose }: DayOffDialogContentProps) {
  const { t } = useLazyTranslation(extraRu);
  const { dayText } = useScheduleText();
  const hours = dayText(scheduleDayAt(resto.openingHours, now, resto.timezone));
  return (
    <DayOffDialog
      open={open}
      onClose={onClose}
      testId="day-off"
      labels={{ title: t('dayOff.title'), text: t('dayOff.text', { hours }), ok: t('dayOff.ok') }}
    />
  );
}
