import { cartLineRef, formatMoney } from '@tarelka/domain';
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
import { useAppDispatch, useAppSelector, useOrderTime } from '@tarelka/store/react';
import {
  Button,
  CartLines,
  CartSummary,
  ConfirmPopup,
  DayOffDialog,
  DeliveryHint,
  EmptyCart,
  Notice,
  PersonCount,
  PromoCodeField,
  Snackbar,
  SummaryLayout,
  useSnackbarQueue,
} from '@tarelka/ui';
import { useState } from 'react';
import { requestErrorText } from '../../../lib/api/error-text';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import { cartSummaryLabels, dayOffProps, orderBlockText } from '../../../lib/order-texts';
import { useServerNow } from '../../../lib/time';
import { useCartView } from '../hooks/use-cart-view';
import { useReprice } from '../hooks/use-reprice';
import { promoErrorText } from '../utils/messages';

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

/** Id of the snackbar message that a promo code was refused for the delivery type. */
const PROMO_TOAST = 'promo-removed';

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
  const stepper = { decrease: t('cart.decrease'), increase: t('cart.increase') };
  const dispatch = useAppDispatch();
  const view = useCartView();
  const time = useOrderTime({ now: useServerNow(), locale: i18n.language, active: view.block?.kind === 'CLOSED' });
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

  // The summary keeps the rows of the last confirmed pricing while the next one runs (no jump).
  const [rows, setRows] = useState({ discount: false, delivery: false });
  if (view.status === 'confirmed') {
    const discount = view.totals.discount > 0;
    const delivery = view.deliveryPrice !== null;
    if (discount !== rows.discount || delivery !== rows.delivery) setRows({ discount, delivery });
  }

  if (view.lines.length === 0) {
    return (
      <EmptyCart
        onBackToMenu={onBackToMenu}
        labels={{ title: t('cart.empty'), text: t('cart.emptyText'), backToMenu: t('cart.backToMenu') }}
      />
    );
  }

  const pending = view.status === 'pending';
  // A refusal the summary does not tell itself (sum limits) nor the promo field: its message, with a retry.
  const pricingError =
    view.block?.kind === 'PRICING_FAILED'
      ? requestErrorText(t, {
          code: view.pricing.errorCode ?? undefined,
          message: view.pricing.errorMessage,
          status: view.pricing.errorStatus ?? 422,
        })
      : null;
  // A closed resto says nothing here: the button opens the day-off dialog; a running preflight
  // shows as the summary's pending sums and busy button.
  const blockedReason =
    view.block?.kind === 'CLOSED' || view.block?.kind === 'PRICING' ? undefined : orderBlockText(t, view.block, money);
  // Ordering for the next open time goes on to checkout with it chosen (issue 27).
  const toCheckout = () => (setDayOff(false), onCheckout());
  const lineOf = (key: string) => view.lines.find((item) => item.key === key)?.line;
  const checkout = () => {
    if (view.block?.kind === 'CLOSED') setDayOff(true);
    else onCheckout();
  };

  return (
    <SummaryLayout
      data-testid="cart"
      $gap={16}
      $stacked={variant === 'sheet'}
      aside={
        <>
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
          <div aria-live="polite">
            <CartSummary
              count={view.totals.count}
              subtotal={view.totals.sum}
              discount={view.totals.discount > 0 ? view.totals.discount : pending && rows.discount ? 0 : undefined}
              deliveryPrice={
                view.deliveryType !== 'DELIVERY'
                  ? undefined
                  : (view.deliveryPrice ?? (pending && rows.delivery ? 0 : undefined))
              }
              total={view.orderTotal}
              onCheckout={checkout}
              blockedReason={blockedReason}
              pending={pending}
              currency={currency}
              locale={i18n.language}
              labels={cartSummaryLabels(t)}
              when={time.text ? { label: t('orderTime.summary'), value: time.text } : undefined}
            />
          </div>
        </>
      }
      overlays={
        <>
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
          <DayOffDialog open={dayOff} onClose={() => setDayOff(false)} {...dayOffProps(t, time, toCheckout)} />
        </>
      }
    >
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
      <CartLines
        lines={view.lines}
        label={t('cart.lines')}
        currency={currency}
        onCountChange={(key, count) => {
          const line = lineOf(key);
          if (line) dispatch(positionCountChanged({ line: cartLineRef(line), count }));
        }}
        onRemove={(key) => {
          const line = lineOf(key);
          if (line) dispatch(positionRemoved(cartLineRef(line)));
        }}
        labels={{
          remove: (name) => t('cart.remove', { name }),
          unavailable: t('cart.unavailable'),
          ...stepper,
        }}
      />
      {options.personCount && (
        <PersonCount
          value={personCount}
          onValueChange={(value) => dispatch(personCountChanged(value))}
          label={t('cart.personCount')}
          counterLabels={stepper}
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
    </SummaryLayout>
  );
}
