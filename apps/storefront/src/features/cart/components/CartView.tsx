import { formatMoney } from '@tarelka/domain';
import {
  cartCleared,
  personCountChanged,
  positionCountChanged,
  positionRemoved,
  promoCodeRemoved,
  promoCodeSubmitted,
  selectCartOptions,
  selectPersonCount,
  selectPromoCode,
  selectPromoCodeError,
} from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import {
  Button,
  CartLine,
  CartSummary,
  ConfirmPopup,
  DayOffDialog,
  DeliveryHint,
  EmptyState,
  Notice,
  PersonCount,
  PromoCodeField,
  Snackbar,
  useSnackbarQueue,
} from '@tarelka/ui';
import { useEffect, useState } from 'react';
import type { useTranslation } from 'react-i18next';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import styled from 'styled-components';
import { useCartView, type CartBlock } from '../hooks/use-cart-view';
import { useReprice } from '../hooks/use-reprice';
import { lineRef } from '../utils/line-key';
import { promoErrorText, requestErrorText } from '../utils/messages';

/** Props of {@link CartView}. */
export interface CartViewProps {
  /** Called by the checkout button when ordering is allowed. */
  onCheckout: () => void;
  /** Called by the empty state's back-to-menu button (home). */
  onBackToMenu: () => void;
  /** `page` lays lines and summary side by side on wide screens; `sheet` stacks them. */
  variant?: 'page' | 'sheet';
  /** Currency of the tenant. */
  currency: string;
}

const Layout = styled.div<{ $sheet: boolean }>`
  display: grid;
  gap: 24px;
  ${({ $sheet, theme }) =>
    $sheet ? '' : `${theme.media.md} { grid-template-columns: minmax(0, 1fr) 360px; align-items: start; }`}
`;
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Stack = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
`;
const Aside = styled(Stack)`
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: 16px;
  }
`;

/** Id of the snackbar message that a promo code was refused for the delivery type. */
const PROMO_TOAST = 'promo-removed';

/** Pricing errors shown elsewhere (promo field, the domain's order sum check) or treated as valid (spec §8). */
const QUIET_CODES = new Set(['delivery.order-sum-not-enough.range', 'delivery.order-sum-too-much.range']);

/**
 * The cart (spec §2 "Cart screen"): lines with modifiers, counters and remove, clear, positions
 * count, person count and promo code when the tenant enables them, the delivery rule hint and
 * the order sum limits from the domain, and the summary with the server's sums. The checkout
 * button is blocked below the minimum or at the maximum; when the resto is closed it opens the
 * day-off dialog instead. An empty cart shows a back-to-menu button.
 *
 * @example
 * <CartView currency="RUB" onCheckout={() => navigate('/checkout')} onBackToMenu={() => navigate('/')} />
 */
export function CartView({ onCheckout, onBackToMenu, variant = 'page', currency }: CartViewProps) {
  const { t, i18n } = useCheckoutTranslation();
  const dispatch = useAppDispatch();
  const view = useCartView();
  const reprice = useReprice();
  const options = useAppSelector(selectCartOptions);
  const personCount = useAppSelector(selectPersonCount);
  const promoCode = useAppSelector(selectPromoCode);
  const promoError = useAppSelector(selectPromoCodeError);
  const [promoInput, setPromoInput] = useState(promoCode.active ? '' : (promoCode.code ?? ''));
  const [confirmClear, setConfirmClear] = useState(false);
  const [dayOff, setDayOff] = useState(false);
  // Transient word of what the customer did not do themselves (a code refused for the delivery type).
  const toasts = useSnackbarQueue();
  const [removing, setRemoving] = useState(false);
  const [seenCode, setSeenCode] = useState(promoCode.code);
  const money = (amount: number) => formatMoney(amount, { locale: i18n.language, currency });

  // A code the customer did not remove went away: the server refused it for the new delivery
  // type (promo-code.invalid-delivery-type clears it, spec §8). Say so.
  if (promoCode.code !== seenCode) {
    setSeenCode(promoCode.code);
    if (seenCode && !promoCode.code && !removing) {
      toasts.push({ id: PROMO_TOAST, text: t('cart.promoRemovedByDeliveryType', { code: seenCode }) });
      setPromoInput('');
    }
    if (removing) setRemoving(false);
  }

  // After that refusal the cart is priced again without the code.
  const { errorCode, status } = view.pricing;
  useEffect(() => {
    if (status === 'rejected' && errorCode === 'promo-code.invalid-delivery-type') void reprice();
  }, [status, errorCode, reprice]);

  if (view.lines.length === 0) {
    return (
      <EmptyState
        title={t('cart.empty')}
        text={t('cart.emptyText')}
        actionLabel={t('cart.backToMenu')}
        onAction={onBackToMenu}
        illustration={<CartIllustration />}
      />
    );
  }

  const pending = view.pricing.status === 'pending';
  const pricingError =
    view.pricing.status === 'rejected' &&
    !(view.pricing.errorCode ?? '').startsWith('promo-code.') &&
    !QUIET_CODES.has(view.pricing.errorCode ?? '')
      ? requestErrorText(t, {
          code: view.pricing.errorCode ?? undefined,
          message: view.pricing.errorMessage,
          status: view.pricing.errorStatus ?? 422,
        })
      : null;
  const blockedReason = blockText(t, view.block, money);
  const checkout = () => {
    if (view.block?.kind === 'CLOSED') setDayOff(true);
    else onCheckout();
  };

  return (
    <Layout $sheet={variant === 'sheet'} data-testid="cart">
      <Stack>
        <Notice
          $plain
          action={
            <Button variant="text" size="sm" onClick={() => setConfirmClear(true)}>
              {t('cart.clear')}
            </Button>
          }
        >
          {t('cart.positions', { count: view.totals.count })}
        </Notice>
        <Lines aria-label={t('cart.lines')}>
          {view.lines.map((item) => (
            <CartLine
              key={item.key}
              line={{
                key: item.key,
                name: item.name,
                modifiers: item.modifiers,
                count: item.count,
                sum: item.payable,
                oldSum: item.oldSum,
                photo: item.photo,
              }}
              currency={currency}
              onCountChange={(_key, count) => dispatch(positionCountChanged({ line: lineRef(item.line), count }))}
              onRemove={() => dispatch(positionRemoved(lineRef(item.line)))}
              labels={{ remove: (name) => t('cart.remove', { name }), unavailable: t('cart.unavailable') }}
            />
          ))}
        </Lines>
        {options.personCount && (
          <PersonCount
            value={personCount}
            onValueChange={(value) => dispatch(personCountChanged(value))}
            label={t('cart.personCount')}
          />
        )}
        {options.promoCodes && (
          <PromoCodeField
            value={promoInput}
            onValueChange={(value) => {
              setPromoInput(value);
              toasts.dismiss(PROMO_TOAST);
            }}
            onApply={(code) => {
              toasts.dismiss(PROMO_TOAST);
              dispatch(promoCodeSubmitted(code));
            }}
            onRemove={() => {
              setPromoInput('');
              setRemoving(true);
              dispatch(promoCodeRemoved());
            }}
            appliedCode={promoCode.active ? promoCode.code : null}
            error={promoError ? promoErrorText(t, promoError) : undefined}
            pending={pending && Boolean(promoCode.code) && !promoCode.active}
            labels={{
              label: t('promoCode.label'),
              apply: t('promoCode.apply'),
              remove: t('promoCode.remove'),
              applied: (code) => t('promoCode.applied', { code }),
            }}
          />
        )}
      </Stack>
      <Aside>
        {view.deliveryType === 'DELIVERY' && (
          <DeliveryHint
            hint={view.hint}
            cartTotal={view.totals.total}
            currency={currency}
            locale={i18n.language}
            labels={{
              belowMinimum: (minimum, missing) => t('cart.hint.belowMinimum', { minimum, missing }),
              aboveMaximum: (maximum) => t('cart.hint.aboveMaximum', { maximum }),
              leftToFree: (left) => t('cart.hint.leftToFree', { left }),
              leftToPrice: (left, cost) => t('cart.hint.leftToPrice', { left, cost }),
              priceFrom: (cost, from) => t('cart.hint.priceFrom', { cost, from }),
              free: t('cart.hint.free'),
              progress: t('cart.hint.progress'),
            }}
          />
        )}
        {pricingError && (
          <Notice
            tone="danger"
            role="alert"
            action={
              <Button variant="secondary" size="sm" onClick={() => void reprice()}>
                {t('app.retry')}
              </Button>
            }
          >
            {pricingError}
          </Notice>
        )}
        <div aria-busy={pending} aria-live="polite">
          <CartSummary
            count={view.totals.count}
            subtotal={view.totals.sum}
            discount={view.totals.discount > 0 ? view.totals.discount : undefined}
            deliveryPrice={view.deliveryType === 'DELIVERY' ? view.pricing.deliveryPrice : undefined}
            total={view.orderTotal}
            onCheckout={checkout}
            blockedReason={blockedReason}
            pending={pending}
            currency={currency}
            locale={i18n.language}
            labels={{
              title: t('cart.summary.title'),
              items: (count) => t('cart.summary.items', { count }),
              discount: t('cart.summary.discount'),
              delivery: t('cart.summary.delivery'),
              free: t('cart.summary.free'),
              total: t('cart.summary.total'),
              checkout: t('cart.summary.checkout'),
            }}
          />
        </div>
      </Aside>
      <ConfirmPopup
        open={confirmClear}
        onConfirm={() => {
          dispatch(cartCleared());
          setConfirmClear(false);
        }}
        onCancel={() => setConfirmClear(false)}
        labels={{ title: t('cart.clearTitle'), cancel: t('confirm.cancel'), confirm: t('cart.clearConfirm') }}
      >
        {t('cart.clearText')}
      </ConfirmPopup>
      <Snackbar queue={toasts.queue} onDismiss={toasts.dismiss} closeLabel={t('app.close')} />
      <DayOffDialog
        open={dayOff}
        onClose={() => setDayOff(false)}
        labels={{ title: t('dayOff.title'), text: t('cart.blocked.closed'), ok: t('dayOff.ok') }}
      />
    </Layout>
  );
}

function blockText(
  t: ReturnType<typeof useTranslation>['t'],
  block: CartBlock,
  money: (amount: number) => string,
): string | undefined {
  switch (block?.kind) {
    case 'BELOW_MINIMUM':
      return t('cart.blocked.belowMinimum', { minimum: money(block.minimum) });
    case 'ABOVE_MAXIMUM':
      return t('cart.blocked.aboveMaximum', { maximum: money(block.maximum) });
    case 'NO_LOCATION':
      return t('cart.blocked.noLocation');
    default:
      return undefined;
  }
}

function CartIllustration() {
  return (
    <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true">
      <circle cx="48" cy="48" r="44" fill="currentColor" opacity="0.08" />
      <path
        d="M24 30h8l6 30h28l6-22H36"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="42" cy="70" r="4" fill="currentColor" />
      <circle cx="62" cy="70" r="4" fill="currentColor" />
    </svg>
  );
}
