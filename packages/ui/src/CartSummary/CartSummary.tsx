import { formatMoney } from '@tarelka/domain';
import type { Minor } from '@tarelka/domain';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { Heading, Lines, List, Note, Root } from './CartSummary.styles';

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
  /** Discount in minor units (positive), if any. */
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
  /** Shows the button busy (preflight running). */
  pending?: boolean;
  /** Currency. */
  currency?: string;
  /** Locale for money. */
  locale?: string;
  /** Texts, in the customer's language. */
  labels: CartSummaryLabels;
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
}: CartSummaryProps) {
  const headingId = useId();
  const noteId = useId();
  const money = (amount: Minor) => formatMoney(amount, { currency, locale });
  return (
    <Root aria-labelledby={headingId}>
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
        <dd>{money(subtotal)}</dd>
        {discount ? (
          <>
            <dt>{text.discount}</dt>
            <dd>−{money(discount)}</dd>
          </>
        ) : null}
        {deliveryPrice !== undefined && (
          <>
            <dt>{text.delivery}</dt>
            <dd>{deliveryPrice === 0 ? text.free : money(deliveryPrice)}</dd>
          </>
        )}
        <dt data-total>{text.total}</dt>
        <dd data-total>{money(total)}</dd>
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
