import type { ScheduleDay } from '@tarelka/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Reads a schedule day in the current locale: hours, 'Круглосуточно' or 'Выходной'. */
export function useScheduleText() {
  const { t } = useTranslation();
  const dayText = useCallback(
    (day: ScheduleDay) =>
      day.kind === 'DAY_OFF'
        ? t('restos.dayOff')
        : day.kind === 'ROUND_THE_CLOCK'
          ? t('restos.aroundTheClock')
          : `${day.open}–${day.close}`,
    [t],
  );
  return { dayText };
}
