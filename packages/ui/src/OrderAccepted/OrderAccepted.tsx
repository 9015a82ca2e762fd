import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { Panel } from '../Panel/Panel';

/** Texts of {@link OrderAccepted}, in the customer's language, numbers already in them. */
export interface OrderAcceptedLabels {
  /** Heading: 'Ваш заказ принят'. */
  title: string;
  /** The order number line: 'Заказ № 1042'. */
  number: string;
  /** The total line: 'Сумма заказа: 1 597 ₽'. */
  total: string;
  /** The note that an operator will call to clarify the details. */
  callNote: string;
  /** The time it is placed for, on the resto's clock: 'Ко времени: чт, 5 марта, 12:15' (issue 27). */
  scheduled?: string;
  /** Says the order still waits for its online payment. */
  awaitingPayment: string;
  /** The button back to the payment page. */
  pay: string;
  /** The button back to the menu. */
  toMenu: string;
}

/** Props of {@link OrderAccepted}. */
export interface OrderAcceptedProps {
  /** Called by the back-to-menu button. */
  onBackToMenu: () => void;
  /** For an order still awaiting its online payment: goes to the payment page; absent otherwise. */
  onPay?: () => void;
  /** Texts, in the customer's language. */
  labels: OrderAcceptedLabels;
}

/**
 * The order result (spec §2 "Order result"): a check mark, 'Ваш заказ принят' as the page's
 * heading, the order number (`data-testid="order-number"`), its total and the note about the call.
 * An order awaiting its online payment says so and offers the payment page first; the way back
 * to the menu then steps back to a text button. The panel is `data-testid="order-result"`.
 *
 * @example
 * <OrderAccepted labels={texts} onBackToMenu={goHome} onPay={awaiting ? pay : undefined} />
 */
export function OrderAccepted({ onBackToMenu, onPay, labels }: OrderAcceptedProps) {
  return (
    <Panel
      data-testid="order-result"
      aria-live="polite"
      $centered
      headingLevel={1}
      title={labels.title}
      icon={<AcceptedIcon />}
    >
      <p data-testid="order-number">
        <strong>{labels.number}</strong>
      </p>
      <p>{labels.total}</p>
      {labels.scheduled && (
        <p data-testid="order-scheduled">
          <strong>{labels.scheduled}</strong>
        </p>
      )}
      <Notice $plain>{labels.callNote}</Notice>
      {onPay && (
        <>
          <p role="status">{labels.awaitingPayment}</p>
          <Button onClick={onPay}>{labels.pay}</Button>
        </>
      )}
      <Button variant={onPay ? 'text' : 'primary'} onClick={onBackToMenu}>
        {labels.toMenu}
      </Button>
    </Panel>
  );
}

function AcceptedIcon() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64">
      <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.12" />
      <path
        d="M20 33l8 8 16-18"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
