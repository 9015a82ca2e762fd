import type { ScheduleLabels, ScheduleRow } from './Schedule';

/** Russian texts of the schedule. */
export const scheduleLabels: ScheduleLabels = {
  caption: 'Часы работы',
  dayOff: 'Выходной',
  roundTheClock: 'Круглосуточно',
};

const names = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'];

/** A week: weekdays 10:00–22:00, Friday round the clock, Monday off; `today` is 0–6 from Monday. */
export function makeWeek(today = 2): ScheduleRow[] {
  return names.map((name, i) => ({
    name,
    today: i === today,
    day:
      i === 0
        ? { kind: 'DAY_OFF' }
        : i === 4
          ? { kind: 'ROUND_THE_CLOCK' }
          : { kind: 'HOURS', open: '10:00', close: i >= 5 ? '23:00' : '22:00' },
  }));
}
