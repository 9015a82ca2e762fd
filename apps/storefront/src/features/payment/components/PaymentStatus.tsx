import { isBankDecline } from '@tarelka/domain';
import { PaymentStatusPanel, type PaymentStatusPanelLabels } from '@tarelka/ui';
import { requestErrorText } from '../../../lib/api/error-text';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import { useOrderPayment } from '../hooks/use-order-payment';
import { paymentText, type PaymentTextKey } from '../utils/texts';

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
  const labels: PaymentStatusPanelLabels = {
    paid: text('payment.paid'),
    pending: text('payment.pending'),
    pendingNote: text('payment.pendingNote'),
    continue: text('payment.continue'),
    failed: text('payment.failed'),
    canceled: text('payment.canceled'),
    declined: text('payment.declined'),
    failedNote: text('payment.failedNote'),
    retry: text('payment.retry'),
    loading: text('payment.loading'),
    loadFailed: text('payment.loadFailed'),
    refresh: text('payment.refresh'),
  };
  if (view.error && !payment) {
    return (
      <PaymentStatusPanel
        status="ERROR"
        error={requestErrorText(t, view.error)}
        onRefresh={view.refetch}
        labels={labels}
      />
    );
  }
  if (!payment) return <PaymentStatusPanel status="LOADING" labels={labels} />;
  const { url } = payment;
  return (
    <PaymentStatusPanel
      status={payment.status}
      declined={isBankDecline(payment.failureReason)}
      error={view.retryError?.message}
      onContinue={url ? () => onPay(url) : undefined}
      retrying={view.retrying}
      onRetry={
        payment.payable
          ? () => {
              void view.retry().then((next) => {
                if (next) onPay(next);
              });
            }
          : undefined
      }
      labels={labels}
    />
  );
}
