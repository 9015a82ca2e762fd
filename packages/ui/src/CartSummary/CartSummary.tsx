import { formatMoney } from '@tarelka/domain';
import type { Minor } from '@tarelka/domain';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { Heading, Lines, List, Note, Pending, Root } from './CartSummary.styles';

/** Texts of {@link CartSummary}, in the customer's language. */
export interface CartSummaryLabels {
  /** Heading. */
  title: string;
  /** Goods line, given the item count. */
  items: (count: number) => string;
  /** Discount line. */
  discount: string;
  /** Delivery line. */
  delivery: string;
  /** Zero delivery price. */
  free: string;
  /** Total line. */
  total: string;
  /** Checkout button. */
  checkout: string;
}

/** A dish line of {@link CartSummary}'s list. */
export interface CartSummaryLine {
  /** Unique key of the line. */
  key: string;
  /** Dish name. */
  name: string;
  /** Quantity. */
  count: number;
  /** Line sum in minor units, as the server priced it. */
  sum: Minor;
}

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  /** Number of items. */
  count: number;
  /** Goods sum before discounts, in minor units. */
  subtotal: Minor;
  /** Discount in minor units (positive), if any; 0 keeps the row while `pending`. */
  discount?: Minor;
  /** Delivery price in minor units; omit for take-away. */
  deliveryPrice?: Minor;
  /** Order total in minor units, as the server priced it. */
  total: Minor;
  /** Dish lines listed above the sums (checkout's 'What's included in the price'). */
  lines?: readonly CartSummaryLine[];
  /** Called on the checkout button; hidden when absent. */
  onCheckout?: () => void;
  /** Why checkout is blocked (e.g. below the minimum); disables the button and is shown. */
  blockedReason?: string;
  /**
   * A preflight runs: the sums are not the server's yet, so each shows as a placeholder of the
   * same height (no layout jump) and the button is busy.
   */
  pending?: boolean;
  /** Currency. */
  currency?: string;
  /** Locale for money. */
  locale?: string;
  /** Texts, in the customer's language. */
  labels: CartSummaryLabels;
  /**
   * The time the order is placed for, as the customer reads it (issue 27): `label` 'Ко времени',
   * `value` 'чт, 5 марта, 12:15' on the resto's clock. Absent: as soon as possible.
   */
  when?: { label: string; value: string };
}

/**
 * The order summary: goods, discount, delivery, total and the checkout button. It shows the
 * server's numbers; it computes nothing.
 *
 * @example
 * <CartSummary count={3} subtotal={150000} deliveryPrice={0} total={150000} onCheckout={checkout} />
 */
export function CartSummary({
  count,
  subtotal,
  discount,
  deliveryPrice,
  total,
  lines,
  onCheckout,
  blockedReason,
  pending = false,
  currency,
  locale,
  labels: text,
  when,
}: CartSummaryProps) {
  const headingId = useId();
  const noteId = useId();
  const money = (amount: Minor) => formatMoney(amount, { currency, locale });
  const sum = (amount: Minor) => (pending ? <Pending aria-hidden="true" /> : money(amount));
  return (
    <Root aria-labelledby={headingId} aria-busy={pending || undefined}>
      <Heading id={headingId}>{text.title}</Heading>
      {lines && lines.length > 0 && (
        <Lines>
          {lines.map((line) => (
            <li key={line.key}>
              <span>
                {line.name} × {line.count}
              </span>
              <span>{money(line.sum)}</span>
            </li>
          ))}
        </Lines>
      )}
      <List>
        <dt>{text.items(count)}</dt>
        <dd>{sum(subtotal)}</dd>
        {discount || (pending && discount !== undefined) ? (
          <>
            <dt>{text.discount}</dt>
            <dd>{pending ? sum(0) : `−${money(discount)}`}</dd>
          </>
        ) : null}
        {deliveryPrice !== undefined && (
          <>
            <dt>{text.delivery}</dt>
            <dd>{pending ? sum(0) : deliveryPrice === 0 ? text.free : money(deliveryPrice)}</dd>
          </>
        )}
        {when && (
          <>
            <dt>{when.label}</dt>
            <dd data-testid="summary-when">{when.value}</dd>
          </>
        )}
        <dt data-total>{text.total}</dt>
        <dd data-total>{sum(total)}</dd>
      </List>
      {blockedReason && <Note id={noteId}>{blockedReason}</Note>}
      {onCheckout && (
        <Button
          fullWidth
          size="lg"
          onClick={onCheckout}
          loading={pending}
          disabled={Boolean(blockedReason)}
          aria-describedby={blockedReason ? noteId : undefined}
        >
          {text.checkout}
        </Button>
      )}
    </Root>
  );
}
