import { Button } from '../Button/Button';
import { Panel } from '../Panel/Panel';
import { Spinner } from '../Spinner/Spinner';

/** Where an online payment stands: the gateway's statuses, plus loading and a failed check. */
export type PaymentStatusPanelStatus = 'LOADING' | 'ERROR' | 'PAID' | 'PENDING' | 'FAILED' | 'CANCELED';

/** Texts of {@link PaymentStatusPanel}, in the customer's language. */
export interface PaymentStatusPanelLabels {
  /** 'Заказ оплачен'. */
  paid: string;
  /** Heading while the gateway's word is awaited. */
  pending: string;
  /** That the status updates by itself. */
  pendingNote: string;
  /** The button back to the payment page. */
  continue: string;
  /** Heading of a failed payment. */
  failed: string;
  /** Heading of a canceled payment. */
  canceled: string;
  /** That the bank said no. */
  declined: string;
  /** That no money was taken and the order can be paid again. */
  failedNote: string;
  /** The button that starts a new payment. */
  retry: string;
  /** Spinner's name while the status loads. */
  loading: string;
  /** That the status could not be loaded. */
  loadFailed: string;
  /** The button that asks for the status again. */
  refresh: string;
}

/** Props of {@link PaymentStatusPanel}. */
export interface PaymentStatusPanelProps {
  /** Where the payment stands. */
  status: PaymentStatusPanelStatus;
  /** `ERROR`: why the status could not be loaded; `FAILED`/`CANCELED`: why a new payment did not start. */
  error?: string;
  /** The bank declined the payment (`FAILED`). */
  declined?: boolean;
  /** `PENDING`: goes back to the payment page; no button without it. */
  onContinue?: () => void;
  /** `FAILED`/`CANCELED`: starts a new payment; no button without it (the order cannot be paid again). */
  onRetry?: () => void;
  /** A new payment is being started: the retry button is busy. */
  retrying?: boolean;
  /** `ERROR`: asks for the status again. */
  onRefresh?: () => void;
  /** Texts, in the customer's language. */
  labels: PaymentStatusPanelLabels;
}

/**
 * The online payment of an order on its result page: paid (green); pending with the note that it
 * updates by itself and a way back to the payment page; failed or canceled (red) with the bank's
 * refusal, the note that no money was taken and "retry payment"; a spinner while loading; an
 * error with "refresh". The panel is `data-testid="payment-status"` with `data-status` (none while
 * loading); what changes is announced (`status` or `alert`).
 *
 * @example
 * <PaymentStatusPanel status="FAILED" declined onRetry={retry} labels={texts} />
 */
export function PaymentStatusPanel({
  status,
  error,
  declined = false,
  onContinue,
  onRetry,
  retrying = false,
  onRefresh,
  labels: text,
}: PaymentStatusPanelProps) {
  switch (status) {
    case 'LOADING':
      return (
        <Panel $centered data-testid="payment-status" aria-busy="true">
          <Spinner label={text.loading} size={24} />
        </Panel>
      );
    case 'ERROR':
      return (
        <Panel $tone="danger" $centered data-testid="payment-status" data-status="ERROR">
          <div role="alert">
            <p>{text.loadFailed}</p>
            {error && <p>{error}</p>}
          </div>
          {onRefresh && (
            <Button variant="secondary" onClick={onRefresh}>
              {text.refresh}
            </Button>
          )}
        </Panel>
      );
    case 'PAID':
      return (
        <Panel $tone="success" $centered data-testid="payment-status" data-status="PAID">
          <div role="status">
            <h2>{text.paid}</h2>
          </div>
        </Panel>
      );
    case 'PENDING':
      return (
        <Panel $centered data-testid="payment-status" data-status="PENDING">
          <div role="status" aria-live="polite">
            <h2>{text.pending}</h2>
            <p>{text.pendingNote}</p>
          </div>
          <Spinner size={24} />
          {onContinue && (
            <Button variant="secondary" onClick={onContinue}>
              {text.continue}
            </Button>
          )}
        </Panel>
      );
    default:
      return (
        <Panel $tone="danger" $centered data-testid="payment-status" data-status={status}>
          <div role="alert">
            <h2>{status === 'CANCELED' ? text.canceled : text.failed}</h2>
            {declined && <p>{text.declined}</p>}
            <p>{text.failedNote}</p>
          </div>
          {error && <p role="alert">{error}</p>}
          {onRetry && (
            <Button loading={retrying} onClick={onRetry}>
              {text.retry}
            </Button>
          )}
        </Panel>
      );
  }
}
