import type { ScheduleDay } from '@tarelka/domain';
import { Table } from './Schedule.styles';

/** One row of a {@link Schedule}. */
export interface ScheduleRow {
  /** Day name as shown («Понедельник»). */
  name: string;
  /** The day as the domain describes it: day off, round the clock or hours. */
  day: ScheduleDay;
  /** Highlights today. */
  today?: boolean;
}

/** Texts of {@link Schedule}. */
export interface ScheduleLabels {
  /** Table caption, e.g. 'Часы работы'. */
  caption: string;
  /** A day off, e.g. 'Выходной'. */
  dayOff: string;
  /** Open all day, e.g. 'Круглосуточно'. */
  roundTheClock: string;
}

/** Props of {@link Schedule}. */
export interface ScheduleProps {
  /** Seven rows, Monday first (see the domain's `weekSchedule`). */
  days: readonly ScheduleRow[];
  /** Texts. */
  labels: ScheduleLabels;
}

/**
 * A restaurant's week: hours per day, days off and round-the-clock days, today highlighted.
 *
 * @example
 * <Schedule days={weekSchedule(resto.openingHours).map((d) => ({ name: dayNames[d.name], day: d.day }))} labels={labels} />
 */
export function Schedule({ days, labels: text }: ScheduleProps) {
  const hours = (day: ScheduleDay) =>
    day.kind === 'DAY_OFF'
      ? text.dayOff
      : day.kind === 'ROUND_THE_CLOCK'
        ? text.roundTheClock
        : `${day.open}–${day.close}`;
  return (
    <Table>
      <caption>{text.caption}</caption>
      <tbody>
        {days.map((row) => (
          <tr key={row.name} aria-current={row.today ? 'date' : undefined}>
            <th scope="row">{row.name}</th>
            <td data-kind={row.day.kind}>{hours(row.day)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
