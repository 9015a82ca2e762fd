import { formatMoney } from '@tarelka/domain';
import type { DeliveryHint as DeliveryHintValue, Minor } from '@tarelka/domain';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { Hint } from './DeliveryHint.styles';

/** Texts of {@link DeliveryHint}, in the customer's language (amounts come formatted). */
export interface DeliveryHintLabels {
  /** Below the minimum order. */
  belowMinimum: (minimum: string, missing: string) => string;
  /** At or above the maximum order. */
  aboveMaximum: (maximum: string) => string;
  /** Amount left to free delivery. */
  leftToFree: (left: string) => string;
  /** Amount left to a cheaper delivery price. */
  leftToPrice: (left: string, cost: string) => string;
  /** Delivery price from a minimum order amount. */
  priceFrom: (cost: string, from: string) => string;
  /** Delivery is free. */
  free: string;
  /** Name of the progress bar. */
  progress: string;
}

/** Props of {@link DeliveryHint}. */
export interface DeliveryHintProps {
  /** The hint the domain computed (`getDeliveryHint`). */
  hint: DeliveryHintValue;
  /** Cart total, to draw progress toward the next threshold. */
  cartTotal?: Minor;
  /** Currency. */
  currency?: string;
  /** Locale for money. */
  locale?: string;
  /** Texts, in the customer's language. */
  labels: DeliveryHintLabels;
}

/**
 * The delivery-rule hint of the cart: what is left to the minimum, to the next cheaper delivery
 * price and to free delivery (both when they differ), or that the maximum is exceeded. Renders nothing for the 'NONE' hint.
 *
 * @example
 * <DeliveryHint hint={getDeliveryHint(zone.thresholds, totals.total)} cartTotal={totals.total} />
 */
export function DeliveryHint({ hint, cartTotal, currency, locale, labels: text }: DeliveryHintProps) {
  const money = (amount: Minor) => formatMoney(amount, { currency, locale });
  let message: string;
  // The further step (free delivery beyond a cheaper price), when it differs from the next one.
  let further: string | null = null;
  let tone: 'info' | 'warning' | 'success' = 'info';
  let left: Minor | null = null;
  switch (hint.kind) {
    case 'NONE':
      return null;
    case 'BELOW_MINIMUM':
      message = text.belowMinimum(money(hint.minimum), money(hint.missing));
      tone = 'warning';
      left = hint.missing;
      break;
    case 'ABOVE_MAXIMUM':
      message = text.aboveMaximum(money(hint.maximum));
      tone = 'warning';
      break;
    case 'LEFT_TO_FREE_DELIVERY':
      message = text.leftToFree(money(hint.left));
      left = hint.left;
      break;
    case 'LEFT_TO_DELIVERY_PRICE':
      message = text.leftToPrice(money(hint.left), money(hint.deliveryCost));
      if (hint.leftToFree !== undefined) further = text.leftToFree(money(hint.leftToFree));
      left = hint.left;
      break;
    case 'DELIVERY_PRICE':
      message = text.priceFrom(money(hint.deliveryCost), money(hint.from));
      break;
    case 'FREE_DELIVERY':
      message = text.free;
      tone = 'success';
      break;
  }
  const progress =
    left !== null && cartTotal !== undefined && cartTotal + left > 0 ? cartTotal / (cartTotal + left) : null;
  return (
    <Hint role="status" $tone={tone}>
      <p>{message}</p>
      {further && <p>{further}</p>}
      {progress !== null && <ProgressBar label={text.progress} value={progress} />}
    </Hint>
  );
}
