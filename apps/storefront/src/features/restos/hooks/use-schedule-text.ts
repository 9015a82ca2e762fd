import { describeScheduleDay, type OpeningHours, type ScheduleDay } from '@tarelka/domain';
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
  /** Today's hours of a resto, in its timezone's weekday (1 Monday … 7 Sunday). */
  const today = useCallback(
    (hours: readonly OpeningHours[], dayOfWeek: number) =>
      dayText(describeScheduleDay(hours.find((h) => h.dayOfWeek === dayOfWeek))),
    [dayText],
  );
  return { dayText, today };
}

/** The weekday (1 Monday … 7 Sunday) at `now` for a UTC offset like '+03:00'. */
export function weekdayAt(now: number, timezone = '+03:00'): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(timezone);
  const offset = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 180;
  const day = new Date(now + offset * 60_000).getUTCDay();
  return day === 0 ? 7 : day;
}
