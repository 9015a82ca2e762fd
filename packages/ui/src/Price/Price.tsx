import { formatMoney } from '@tarelka/domain';
import type { Minor } from '@tarelka/domain';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Current, Old, PriceRoot } from './Price.styles';

/** Props of {@link Price}. */
export interface PriceProps {
  /** Amount in minor units (kopecks). */
  amount: Minor;
  /** Price before a discount, in minor units; shown struck through when higher. */
  oldAmount?: Minor;
  /** ISO 4217 currency; RUB by default. */
  currency?: string;
  /** Locale for digits and separators; `ru` by default. */
  locale?: string;
  /** Prefix such as 'от' for "from" prices. */
  prefix?: string;
  /** Screen-reader text before the old price ('Старая цена'), in the customer's language; without it the struck price is announced as a deletion only. */
  oldLabel?: string;
  /** Visual size. */
  $size?: 'sm' | 'md' | 'lg';
}

/**
 * A money amount from minor units via the domain formatter; a higher old price is struck through.
 *
 * @example
 * <Price amount={49900} oldAmount={59900} /> // 499 ₽ 599 ₽ (struck)
 */
export function Price({ amount, oldAmount, currency, locale, prefix, oldLabel, $size = 'md' }: PriceProps) {
  const options = { currency, locale };
  const discounted = oldAmount !== undefined && oldAmount > amount;
  return (
    <PriceRoot $size={$size}>
      <Current $discounted={discounted}>
        {prefix ? `${prefix} ` : ''}
        {formatMoney(amount, options)}
      </Current>
      {discounted && (
        <Old>
          {oldLabel && <VisuallyHidden>{oldLabel}: </VisuallyHidden>}
          {formatMoney(oldAmount, options)}
        </Old>
      )}
    </PriceRoot>
  );
}
