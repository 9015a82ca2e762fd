import { Root, Step, Steps } from './OrderTimeline.styles';

/** One step of the {@link OrderTimeline}. */
export interface OrderTimelineStep {
  /** The status in words ('Готовится'). */
  label: string;
  /** When it was reached, formatted ('14:05'); absent for a step still ahead. */
  time?: string;
  state: 'done' | 'current' | 'upcoming';
}

/** Props of {@link OrderTimeline}. */
export interface OrderTimelineProps {
  /** Heading ('Статус заказа'). */
  title: string;
  steps: readonly OrderTimelineStep[];
  /** A line under the heading: the estimated arrival ('Ожидаемое время доставки: 14:50') or why it was cancelled. */
  note?: string;
}

/**
 * An order's progress (`data-testid="order-timeline"`): its statuses in order, each reached one
 * with its time, the current one marked (`aria-current="step"`). A polite live region, so a status
 * that arrives while the page is open is read out.
 *
 * @example
 * <OrderTimeline title="Статус заказа" steps={[{ label: 'Принят', time: '14:05', state: 'current' }]} />
 */
export function OrderTimeline({ title, steps, note }: OrderTimelineProps) {
  return (
    <Root data-testid="order-timeline" aria-live="polite" aria-label={title}>
      <h2>{title}</h2>
      {note && <p>{note}</p>}
      <Steps>
        {steps.map((step) => (
          <Step key={step.label} $state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span>{step.label}</span>
            {step.time && <time>{step.time}</time>}
          </Step>
        ))}
      </Steps>
    </Root>
  );
}
