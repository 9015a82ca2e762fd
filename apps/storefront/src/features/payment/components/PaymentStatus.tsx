import { Button, Panel, Spinner } from '@tarelka/ui';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import { useOrderPayment } from '../hooks/use-order-payment';
import { requestErrorText } from '../../../lib/api/error-text';
import { DECLINE_REASONS, paymentText, type PaymentTextKey } from '../utils/texts';

/** Props of {@link PaymentStatus}. */
export interface PaymentStatusProps {
  /** The signed-in person; null renders nothing. */
  personId: string | null;
  /** The order; null renders nothing. */
  orderId: string | null;
  /** Sends the browser to a payment page (relative URLs are the API's). */
  onPay: (url: string) => void;
  /** Where the new payment returns; the previous attempt's return URL by default. */
  returnUrl?: string;
  /** How often a pending payment is asked for again, ms. */
  pollMs?: number;
}

/**
 * The online payment of an order on the result page: paid; failed or canceled with "retry
 * payment"; or pending, polled until the gateway's word arrives, with a way back to the payment
 * page. Renders nothing for orders not paid online.
 *
 * @example
 * <PaymentStatus personId={personId} orderId={order.id} onPay={(url) => location.assign(new URL(url, apiUrl).href)} />
 */
export function PaymentStatus({ personId, orderId, onPay, returnUrl, pollMs }: PaymentStatusProps) {
  const { t, i18n } = useCheckoutTranslation();
  const text = (key: PaymentTextKey) => t(key, { defaultValue: paymentText(i18n.language, key) });
  const view = useOrderPayment(personId, orderId, {
    ...(pollMs === undefined ? {} : { pollMs }),
    ...(returnUrl ? { returnUrl } : {}),
  });
  const { payment } = view;

  if (!personId || !orderId || payment === null) return null;
  if (view.error && !payment) {
    return (
      <Panel $tone="danger" $centered data-testid="payment-status" data-status="ERROR">
        <div role="alert">
          <p>{text('payment.loadFailed')}</p>
          <p>{requestErrorText(t, view.error)}</p>
        </div>
        <Button variant="secondary" onClick={view.refetch}>
          {text('payment.refresh')}
        </Button>
      </Panel>
    );
  }
  if (!payment) {
    return (
      <Panel $centered data-testid="payment-status" aria-busy="true">
        <Spinner label={text('payment.loading')} size={24} />
      </Panel>
    );
  }

  if (payment.status === 'PAID') {
    return (
      <Panel $tone="success" $centered data-testid="payment-status" data-status="PAID">
        <h2 role="status">{text('payment.paid')}</h2>
      </Panel>
    );
  }

  if (payment.status === 'PENDING') {
    return (
      <Panel $centered data-testid="payment-status" data-status="PENDING">
        <div role="status" aria-live="polite">
          <h2>{text('payment.pending')}</h2>
          <p>{text('payment.pendingNote')}</p>
        </div>
        <Spinner size={24} />
        {payment.url && (
          <Button variant="secondary" onClick={() => onPay(payment.url!)}>
            {text('payment.continue')}
          </Button>
        )}
      </Panel>
    );
  }

  const declined = payment.failureReason !== null && DECLINE_REASONS.has(payment.failureReason);
  const retryFailed = view.retryError?.message;
  return (
    <Panel $tone="danger" $centered data-testid="payment-status" data-status={payment.status}>
      <div role="alert">
        <h2>{text(payment.status === 'CANCELED' ? 'payment.canceled' : 'payment.failed')}</h2>
        {declined && <p>{text('payment.declined')}</p>}
        <p>{text('payment.failedNote')}</p>
      </div>
      {retryFailed && <p role="alert">{retryFailed}</p>}
      {payment.payable && (
        <Button
          loading={view.retrying}
          onClick={() => {
            void view.retry().then((url) => {
              if (url) onPay(url);
            });
          }}
        >
          {text('payment.retry')}
        </Button>
      )}
    </Panel>
  );
}
