import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { Panel } from '../Panel/Panel';

/** Texts of {@link CheckoutSummary}, in the customer's language. */
export interface CheckoutSummaryLabels {
  /** Heading: 'Что входит в стоимость'. */
  title: string;
  /** The submit button, the total in it: 'Оформить заказ · 1 597 ₽' (or 'Переходим к оплате…'). */
  place: string;
  /** The button that submits again after a failure. */
  retry: string;
  /** The button that opens the order delivery rules. */
  rules: string;
}

/** Props of {@link CheckoutSummary}. */
export interface CheckoutSummaryProps {
  /** The sums: a {@link CartSummary} with the dish lines, without its own button. */
  children: ReactNode;
  /** The sums are being priced again (`aria-busy`). */
  pricing?: boolean;
  /** Why the order cannot be placed now (the order sum's limits, a closed resto). */
  blockedReason?: string | null;
  /** Why the last attempt failed; shown with a retry (a submit button). */
  error?: string | null;
  /** The order is being placed: the submit button is busy. */
  placing?: boolean;
  /** Disables the submit button. */
  disabled?: boolean;
  /** Opens the order delivery rules. */
  onRules: () => void;
  /** Texts, in the customer's language. */
  labels: CheckoutSummaryLabels;
}

/**
 * The checkout's summary column (spec §2 "Checkout"): 'Что входит в стоимость' with the server's
 * sums (announced as they change), why ordering is blocked, the failure of the last attempt with a
 * retry, the place-order button and the way to the order delivery rules. Its buttons submit the
 * form around it. Test ids: `checkout-summary`, `checkout-error`, `place-order`.
 *
 * @example
 * <CheckoutSummary onRules={openRules} labels={texts}><CartSummary … /></CheckoutSummary>
 */
export function CheckoutSummary({
  children,
  pricing = false,
  blockedReason,
  error,
  placing = false,
  disabled = false,
  onRules,
  labels: text,
}: CheckoutSummaryProps) {
  return (
    <Panel headingId="checkout-included" title={text.title} data-testid="checkout-summary" aria-busy={pricing}>
      <div aria-live="polite">{children}</div>
      {blockedReason && (
        <Notice role="status" $plain>
          {blockedReason}
        </Notice>
      )}
      {error && (
        <Notice
          tone="danger"
          role="alert"
          data-testid="checkout-error"
          action={
            <Button type="submit" variant="secondary">
              {text.retry}
            </Button>
          }
        >
          {error}
        </Notice>
      )}
      <Button type="submit" size="lg" fullWidth loading={placing} disabled={disabled} data-testid="place-order">
        {text.place}
      </Button>
      <Button variant="text" onClick={onRules}>
        {text.rules}
      </Button>
    </Panel>
  );
}
