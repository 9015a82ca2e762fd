import { scheduleDayAt } from '@tarelka/domain';
import { useOrderTime } from '@tarelka/store/react';
import { DayOffDialog } from '@tarelka/ui';
import type { Resto } from '../../../lib/api/hooks';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import extraRu from '../../../../locales/ru/extra.json';
import { dayOffProps } from '../../../lib/order-texts';
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
  const { t, i18n } = useLazyTranslation(extraRu);
  // Ordering for the next open time chooses it; the menu stays in view (issue 27).
  const time = useOrderTime({ now, locale: i18n.language, active: open });
  const { dayText } = useScheduleText();
  const hours = dayText(scheduleDayAt(resto.openingHours, now, resto.timezone));
  const labels = { title: t('dayOff.title'), text: t('dayOff.text', { hours }), ok: t('dayOff.ok') };
  return <DayOffDialog open={open} onClose={onClose} testId="day-off" {...dayOffProps(t, time, onClose, labels)} />;
}
