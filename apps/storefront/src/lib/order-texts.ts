import type { OrderBlock } from '@tarelka/store';
import type { CartSummaryLabels, DayOffDialogLabels } from '@tarelka/ui';
import type { TFunction } from 'i18next';

/**
 * The texts of the kit's `CartSummary` on the cart and checkout screens (`cart.summary.*`).
 *
 * @example
 * <CartSummary … labels={cartSummaryLabels(t)} />
 */
export function cartSummaryLabels(t: TFunction): CartSummaryLabels {
  return {
    title: t('cart.summary.title'),
    items: (count) => t('cart.summary.items', { count }),
    discount: t('cart.summary.discount'),
    delivery: t('cart.summary.delivery'),
    free: t('cart.summary.free'),
    total: t('cart.summary.total'),
    checkout: t('cart.summary.checkout'),
  };
}

/**
 * Why the order cannot be placed, as the cart and checkout say it (spec §2, §5): the order sum's
 * minimum or maximum in money, the closed resto, no location, no accepted pay type.
 *
 * @example
 * orderBlockText(t, { kind: 'BELOW_MINIMUM', minimum: 100000 }, money); // 'Минимальная сумма заказа 1 000 ₽'
 */
export function orderBlockText(
  t: TFunction,
  block: OrderBlock | null,
  money: (amount: number) => string,
): string | undefined {
  switch (block?.kind) {
    case 'BELOW_MINIMUM': {
      // The promo code's effect is named: the cart's sum is over the minimum, the code's is not.
      const minimum = block.promoCode
        ? block.promoCode.orderSum === null
          ? t('cart.blocked.belowMinimumWithCode', { minimum: money(block.minimum), code: block.promoCode.code })
          : t('cart.blocked.belowMinimumWithPromo', {
              minimum: money(block.minimum),
              code: block.promoCode.code,
              sum: money(block.promoCode.orderSum),
            })
        : t('cart.blocked.belowMinimum', { minimum: money(block.minimum) });
      return block.missing ? `${minimum}. ${t('cart.blocked.missing', { missing: money(block.missing) })}` : minimum;
    }
    case 'ABOVE_MAXIMUM':
      return t('cart.blocked.aboveMaximum', { maximum: money(block.maximum) });
    case 'CLOSED':
      return t('cart.blocked.closed');
    case 'NO_LOCATION':
      return t('cart.blocked.noLocation');
    case 'PRICING':
      return t('cart.pricing');
    case 'PRICING_FAILED':
      return t('cart.blocked.pricingFailed');
    case 'NO_PAY_TYPES':
      return t('orderForm.noPayTypes');
    default:
      return undefined;
  }
}

/**
 * The texts of the kit's `DayOffDialog` when a closed resto stops an order (cart and checkout).
 *
 * @example
 * <DayOffDialog open={open} onClose={close} labels={closedDayOffLabels(t)} />
 */
export function closedDayOffLabels(t: TFunction): DayOffDialogLabels {
  return { title: t('dayOff.title'), text: t('cart.blocked.closed'), ok: t('dayOff.ok') };
}
