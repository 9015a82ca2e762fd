import { useId } from 'react';
import { FieldHelper, FieldLabel, FieldRoot } from '../lib/field.styles';
import { RadioList } from '../RadioList/RadioList';
import { Pickers, Select } from './OrderTimeChooser.styles';

/** A day or a time to choose in {@link OrderTimeChooser}. */
export interface OrderTimeChoice {
  /** Reported on change: a day's 'YYYY-MM-DD' or a slot's time as the caller keeps it. */
  value: string;
  /** What is read: 'чт, 5 марта' or '12:15'. */
  label: string;
  /** Not choosable (a cart position is not sold then). */
  disabled?: boolean;
  /** The names of the positions not sold then, read after the label with `labels.unavailable`. */
  missing?: readonly string[];
}

/** Texts of {@link OrderTimeChooser}, in the customer's language. */
export interface OrderTimeChooserLabels {
  /** The group's caption: 'Когда'. */
  legend: string;
  /** 'Как можно скорее'. */
  asap: string;
  /** Why as soon as possible cannot be chosen now (the resto is closed). */
  asapClosed: string;
  /** 'Ко времени'. */
  scheduled: string;
  /** The day picker's label: 'День'. */
  day: string;
  /** The time picker's label: 'Время'. */
  time: string;
  /** The day has no time left to order for. */
  noSlots: string;
  /** A time at which some dishes are not sold, given their names: 'нет: Бизнес-ланч'. */
  unavailable: (names: string) => string;
}

/** Props of {@link OrderTimeChooser}. */
export interface OrderTimeChooserProps {
  /** What is chosen. */
  mode: 'asap' | 'scheduled';
  /** As soon as possible can be chosen (the resto is open now). */
  asapAvailable: boolean;
  onModeChange: (mode: 'asap' | 'scheduled') => void;
  /** The bookable days. */
  days: readonly OrderTimeChoice[];
  /** The chosen day. */
  day: string | null;
  onDayChange: (day: string) => void;
  /** The times of the chosen day. */
  slots: readonly OrderTimeChoice[];
  /** The chosen time, or null while none is. */
  slot: string | null;
  onSlotChange: (slot: string) => void;
  /** The times are being fetched: the time picker waits. */
  loading?: boolean;
  /** Why the chosen time was refused (shown under the pickers, announced). */
  error?: string | null;
  /** Texts, in the customer's language. */
  labels: OrderTimeChooserLabels;
}

/**
 * When the order is wanted (issue 27): "as soon as possible" (only while the resto is open) or
 * "at a time" with a day and a time picker. Both pickers are native selects with visible labels —
 * the keyboard, screen readers and phones' own wheels work as everywhere — and a time at which a
 * dish is not sold is listed, disabled, naming the dish. Every text comes from the caller.
 *
 * @example
 * <OrderTimeChooser mode="scheduled" asapAvailable={false} days={days} day="2026-03-05" slots={slots}
 *   slot="2026-03-05T12:15:00+03:00" onModeChange={setMode} onDayChange={setDay} onSlotChange={setSlot} labels={texts} />
 */
export function OrderTimeChooser({
  mode,
  asapAvailable,
  onModeChange,
  days,
  day,
  onDayChange,
  slots,
  slot,
  onSlotChange,
  loading = false,
  error,
  labels: text,
}: OrderTimeChooserProps) {
  const id = useId();
  const free = slots.some((s) => !s.disabled);
  const choice = (s: OrderTimeChoice) =>
    s.missing && s.missing.length > 0 ? `${s.label} (${text.unavailable(s.missing.join(', '))})` : s.label;
  return (
    <div data-testid="order-time">
      <RadioList
        legend={text.legend}
        value={mode}
        onValueChange={(value) => onModeChange(value as 'asap' | 'scheduled')}
        options={[
          {
            value: 'asap',
            label: text.asap,
            disabled: !asapAvailable,
            description: asapAvailable ? undefined : text.asapClosed,
          },
          { value: 'scheduled', label: text.scheduled },
        ]}
      />
      {mode === 'scheduled' && (
        <Pickers>
          <FieldRoot>
            <FieldLabel htmlFor={`${id}-day`}>{text.day}</FieldLabel>
            <Select id={`${id}-day`} value={day ?? ''} onChange={(event) => onDayChange(event.target.value)}>
              {day === null && <option value="" disabled />}
              {days.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </Select>
          </FieldRoot>
          <FieldRoot>
            <FieldLabel htmlFor={`${id}-time`}>{text.time}</FieldLabel>
            <Select
              id={`${id}-time`}
              value={slot ?? ''}
              disabled={loading || !free}
              aria-busy={loading || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error || (!loading && !free) ? `${id}-note` : undefined}
              $invalid={Boolean(error)}
              onChange={(event) => onSlotChange(event.target.value)}
            >
              {(slot === null || !slots.some((s) => s.value === slot)) && <option value="" disabled />}
              {slots.map((s) => (
                <option key={s.value} value={s.value} disabled={s.disabled}>
                  {choice(s)}
                </option>
              ))}
            </Select>
          </FieldRoot>
        </Pickers>
      )}
      {mode === 'scheduled' && (error || (!loading && !free)) && (
        <FieldHelper id={`${id}-note`} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {error || text.noSlots}
        </FieldHelper>
      )}
    </div>
  );
}
