import type { OrderBlock } from '@tarelka/store';
import type { OrderTime } from '@tarelka/store/react';
import type { CartSummaryLabels, DayOffDialogLabels, OrderTimeChooserLabels } from '@tarelka/ui';
import { requestErrorText } from './api/error-text';
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

const CHOOSER_TEXTS = ['legend', 'asap', 'asapClosed', 'scheduled', 'day', 'time', 'noSlots'] as const;

/** The kit's `OrderTimeChooser` props (issue 27): the store's order time, its refusal and texts (`orderTime.*`). */
export const orderTimeProps = (t: TFunction, time: OrderTime) => ({
  ...time,
  error: time.refusal && requestErrorText(t, time.refusal),
  labels: {
    ...(Object.fromEntries(CHOOSER_TEXTS.map((key) => [key, t(`orderTime.${key}`)])) as Record<string, string>),
    unavailable: (names: string) => t('orderTime.unavailable', { names }),
  } as OrderTimeChooserLabels,
});

/** The day-off dialog's texts, and its offer to order for the next open time, then `then` (issue 27). */
export function dayOffProps(t: TFunction, time: OrderTime, then: () => void, labels = closedDayOffLabels(t)) {
  const next = time.nextSlot;
  if (!next) return { labels };
  const offer = { schedule: t('dayOff.schedule'), nextSlot: t('dayOff.nextSlot', { time: next.text }) };
  return { labels: { ...labels, ...offer }, onSchedule: () => (time.onSlotChange(next.at), then()) };
}
