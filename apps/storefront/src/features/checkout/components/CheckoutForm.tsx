import type { Order } from '@tarelka/api-client';
import {
  availablePayTypes,
  defaultPayType,
  deliveryConditionRows,
  formatMoney,
  getScheduleStatus,
  type PayType,
} from '@tarelka/domain';
import { checkoutSchema, formMessage, genericMessage, normalizePhone, type FormLocale } from '@tarelka/domain/forms';
import {
  commentChanged,
  locationCommitted,
  openLocationSelection,
  orderPersonChanged,
  payTypeChanged,
  selectCartPositions,
  selectCartPricing,
  selectCartTotals,
  selectCurrentZone,
  selectLocation,
  selectOrderDraft,
  selectOrderSumCheck,
  selectOrderTotal,
  selectPayType,
  selectProfile,
} from '@tarelka/store';
import { useAppDispatch, useAppSelector, useAppStore } from '@tarelka/store/react';
import {
  Button,
  CartSummary,
  DayOffDialog,
  DeliveryConditionsTable,
  Modal,
  Notice,
  Panel,
  PayTypeSelector,
  ProgressOverlay,
  TextField,
  Textarea,
  formatRuPhone,
} from '@tarelka/ui';
import { Formik, type FormikProps } from 'formik';
import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import type { useTranslation } from 'react-i18next';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import styled from 'styled-components';
import { string } from 'yup';
import { useResto } from '../../../lib/api/hooks';
import { useServerNow } from '../../../lib/time';
import { usePlaceOrder, type Reprice } from '../hooks/use-place-order';
import type { CheckoutValues } from '../utils/order-body';

/** Props of {@link CheckoutForm}. */
export interface CheckoutFormProps {
  /** Prices the cart now with the personal preflight (the cart feature's `useReprice`). */
  reprice: Reprice;
  /** The order is placed (no payment hand-off): show its result. */
  onPlaced: (order: Order) => void;
  /** The session is over: sign in again; the cart and the draft stay. */
  onUnauthorized: () => void;
  /** Currency of the tenant. */
  currency: string;
  /** The API's base URL (payment URLs may be relative to it). */
  apiUrl: string;
  /** Sends the browser to the payment page; `location.assign` by default. */
  redirect?: (url: string) => void;
}

const Grid = styled.form`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;
const Fields = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  & > .wide {
    grid-column: 1 / -1;
  }
`;
const Column = styled.div`
  display: grid;
  gap: 24px;
  align-content: start;
`;
const Aside = styled(Column)`
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: 16px;
  }
`;
// The prerendered checkout frame (build/prerender-html.ts, `.ps-place`) copies this row and the
// kit Panel's box: keep them in step.
const Place = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  p {
    overflow-wrap: anywhere;
  }
  /* The address wraps, the button keeps its width: shrunk, its label overflowed its box. */
  & > button {
    flex: none;
  }
`;

const formLocale = (language: string): FormLocale => (language === 'en' ? 'en' : 'ru');

function errorText(
  t: ReturnType<typeof useTranslation>['t'],
  error: { code?: string; message?: string; status?: number } | null,
): string {
  if (!error) return t('app.unknownError');
  if (error.code === 'network' || error.message === 'Network error') return t('app.networkError');
  if ((error.status ?? 500) >= 500) return t('app.requestFailed');
  return error.message || t('app.unknownError');
}

/** Saves what the customer types into the order draft (spec §3), a moment after they stop. */
function DraftSaver({ values }: { values: CheckoutValues }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const id = window.setTimeout(() => {
      dispatch(orderPersonChanged({ name: values.name, email: values.email, phone: values.phone }));
      dispatch(commentChanged(values.comment));
    }, 300);
    return () => window.clearTimeout(id);
  }, [dispatch, values.name, values.email, values.phone, values.comment]);
  return null;
}

/**
 * The checkout screen (spec §2 "Checkout"): delivery place fields (or the pickup point), name,
 * email for the receipt, comment, pay type limited to what the resto accepts for the delivery type
 * (default per the domain), and the 'What's included in the price' summary with the server's
 * sums. Validation uses the domain's yup schemas and messages; the draft is saved as the customer
 * types and restored on return. The order delivery rules dialog and the day-off dialog live here;
 * ordering is blocked when the resto is closed or the sum is out of the zone's range.
 *
 * @example
 * <CheckoutForm reprice={reprice} onPlaced={(o) => navigate(`/orders/${o.id}`)} onUnauthorized={toSignIn} currency="RUB" apiUrl={apiUrl} />
 */
export function CheckoutForm({ reprice, onPlaced, onUnauthorized, currency, apiUrl, redirect }: CheckoutFormProps) {
  const { t, i18n } = useCheckoutTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const location = useAppSelector(selectLocation);
  const draft = useAppSelector(selectOrderDraft);
  const profile = useAppSelector(selectProfile);
  const storedPayType = useAppSelector(selectPayType);
  const positions = useAppSelector(selectCartPositions);
  const totals = useAppSelector(selectCartTotals);
  const pricing = useAppSelector(selectCartPricing);
  const total = useAppSelector(selectOrderTotal);
  const sumCheck = useAppSelector(selectOrderSumCheck);
  const zone = useAppSelector(selectCurrentZone);
  const resto = useResto(location.restoId).data;
  const now = useServerNow();
  const [rulesOpen, setRulesOpen] = useState(false);
  // 'auto' greets a customer who opens checkout while the resto is closed.
  const [dayOff, setDayOff] = useState<'auto' | 'open' | 'dismissed'>('auto');
  const { state, place } = usePlaceOrder({ reprice, onPlaced, onUnauthorized, apiUrl, redirect });
  const money = (amount: number) => formatMoney(amount, { locale: i18n.language, currency });
  const locale = formLocale(i18n.language);
  const formRef = useRef<FormikProps<CheckoutValues>>(null);

  const deliveryType = location.deliveryType ?? 'DELIVERY';
  const payTypes = useMemo(() => availablePayTypes(resto?.payConfig, deliveryType), [resto?.payConfig, deliveryType]);
  const closed = resto ? !getScheduleStatus(resto.openingHours, now, resto.timezone).open : false;

  // The restored draft first, then the profile (its first delivery's contact wins, spec §3).
  const [initialValues] = useState<CheckoutValues>(() => {
    const delivery = profile?.deliveries[0];
    const profileName = delivery?.personName ?? [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
    const phone = draft.person.phone || delivery?.phone || profile?.phone || '';
    const place = location.deliveryPlace;
    return {
      name: draft.person.name || profileName || '',
      email: draft.person.email || delivery?.email || profile?.email || '',
      phone: phone.startsWith('+7') ? formatRuPhone(phone) : phone,
      comment: draft.comment,
      apartment: place?.apartment ?? '',
      entrance: place?.entrance ?? '',
      floor: place?.floor ?? '',
      intercom: place?.intercom ?? '',
      placeComment: place?.comment ?? '',
      payType: '',
    };
    // Restored once, when the form opens; later changes flow the other way.
  });

  // The pay type: the saved one while the resto accepts it, else the domain's default.
  const payType: PayType | null =
    storedPayType && payTypes.includes(storedPayType) ? storedPayType : defaultPayType(payTypes);
  useEffect(() => {
    if (payType && payType !== storedPayType) dispatch(payTypeChanged(payType));
  }, [payType, storedPayType, dispatch]);

  const schema = useMemo(() => {
    const max = (n: number) =>
      string()
        .trim()
        .max(n, genericMessage('maxLength', locale, n));
    return checkoutSchema(locale).shape({
      phone: string()
        .trim()
        .test('phone', formMessage('phoneInvalid', locale), (value) => !value || normalizePhone(value) !== null),
      apartment: max(100),
      entrance: max(100),
      floor: max(100),
      intercom: max(100),
      placeComment: max(500),
    });
  }, [locale]);

  /** Keeps the delivery place details in the saved location (spec §3 "Order draft": delivery place). */
  const savePlace = (values: CheckoutValues) => {
    const s = store.getState().location;
    if (s.deliveryType !== 'DELIVERY' || !s.deliveryPlace || s.cityId === null || s.restoId === null) return;
    const next = {
      ...s.deliveryPlace,
      apartment: values.apartment.trim() || null,
      entrance: values.entrance.trim() || null,
      floor: values.floor.trim() || null,
      intercom: values.intercom.trim() || null,
      comment: values.placeComment.trim() || null,
    };
    const same = (['apartment', 'entrance', 'floor', 'intercom', 'comment'] as const).every(
      (key) => (s.deliveryPlace?.[key] ?? null) === next[key],
    );
    if (!same) {
      dispatch(
        locationCommitted({
          cityId: s.cityId,
          deliveryType: 'DELIVERY',
          restoId: s.restoId,
          deliveryPlace: next,
          payType: store.getState().orderDraft.payType,
        }),
      );
    }
  };

  const blocked =
    closed ||
    payTypes.length === 0 ||
    (sumCheck !== null && !sumCheck.ok && (sumCheck.reason === 'BELOW_MINIMUM' || sumCheck.reason === 'ABOVE_MAXIMUM'));
  const blockedReason =
    sumCheck && !sumCheck.ok && sumCheck.reason === 'BELOW_MINIMUM'
      ? t('cart.blocked.belowMinimum', { minimum: money(sumCheck.minimum) })
      : sumCheck && !sumCheck.ok && sumCheck.reason === 'ABOVE_MAXIMUM'
        ? t('cart.blocked.aboveMaximum', { maximum: money(sumCheck.maximum) })
        : closed
          ? t('cart.blocked.closed')
          : payTypes.length === 0
            ? t('orderForm.noPayTypes')
            : null;
  const dayOffOpen = dayOff === 'open' || (dayOff === 'auto' && closed);
  const busy = state.phase === 'pricing' || state.phase === 'ordering' || state.phase === 'redirecting';
  const failure = state.phase === 'failed' ? state : null;

  const submit = (values: CheckoutValues) => {
    if (closed) {
      setDayOff('open');
      return;
    }
    savePlace(values);
    return place({ ...values, payType: payType ?? '' });
  };

  return (
    <Formik
      innerRef={formRef}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      validateOnChange={false}
    >
      {(form) => {
        const field = (name: keyof Omit<CheckoutValues, 'payType'>) => ({
          name,
          value: form.values[name],
          onValueChange: (value: string) => void form.setFieldValue(name, value, false),
          onBlur: (event: FocusEvent) => {
            form.handleBlur(event);
            if (['apartment', 'entrance', 'floor', 'intercom', 'placeComment'].includes(name)) savePlace(form.values);
          },
          error: form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined,
        });
        return (
          <Grid noValidate onSubmit={form.handleSubmit} aria-busy={busy} data-testid="checkout-form">
            <DraftSaver values={form.values} />
            <Column>
              <Panel
                headingId="checkout-place"
                title={deliveryType === 'DELIVERY' ? t('orderForm.deliveryPlace') : t('orderForm.pickupPoint')}
              >
                <Place>
                  <p data-testid="checkout-address">
                    {deliveryType === 'DELIVERY'
                      ? (location.deliveryPlace?.address ?? '')
                      : [resto?.name, resto?.address].filter(Boolean).join(', ')}
                  </p>
                  <Button variant="text" size="sm" onClick={() => dispatch(openLocationSelection())}>
                    {t('orderForm.changeAddress')}
                  </Button>
                </Place>
                {deliveryType === 'DELIVERY' && (
                  <Fields>
                    <TextField label={t('orderForm.apartment')} autoComplete="address-line2" {...field('apartment')} />
                    <TextField label={t('orderForm.entrance')} {...field('entrance')} />
                    <TextField label={t('orderForm.floor')} {...field('floor')} />
                    <TextField label={t('orderForm.intercom')} {...field('intercom')} />
                    <div className="wide">
                      <TextField label={t('orderForm.placeComment')} {...field('placeComment')} />
                    </div>
                  </Fields>
                )}
              </Panel>
              <Panel headingId="checkout-contacts" title={t('orderForm.contacts')}>
                <TextField label={t('orderForm.name')} autoComplete="name" required {...field('name')} />
                <TextField
                  label={t('orderForm.email')}
                  type="email"
                  autoComplete="email"
                  required
                  {...field('email')}
                />
                <TextField label={t('orderForm.phone')} mask="phone" {...field('phone')} />
                <Textarea label={t('orderForm.comment')} maxLength={1000} rows={3} {...field('comment')} />
              </Panel>
              <Panel>
                {payTypes.length > 0 ? (
                  <PayTypeSelector
                    available={payTypes}
                    value={payType}
                    onValueChange={(value) => dispatch(payTypeChanged(value))}
                    labels={{
                      legend: t('orderForm.payType'),
                      types: {
                        CARD_ONLINE: t('orderForm.payTypes.CARD_ONLINE'),
                        CARD_UPON_RECEIPT: t('orderForm.payTypes.CARD_UPON_RECEIPT'),
                        CASH_UPON_RECEIPT: t('orderForm.payTypes.CASH_UPON_RECEIPT'),
                      },
                    }}
                  />
                ) : (
                  <Notice $plain>{t('orderForm.noPayTypes')}</Notice>
                )}
              </Panel>
            </Column>
            <Aside>
              <Panel
                headingId="checkout-included"
                title={t('orderForm.included')}
                data-testid="checkout-summary"
                aria-busy={pricing.status === 'pending'}
              >
                <div aria-live="polite">
                  <CartSummary
                    count={totals.count}
                    subtotal={totals.sum}
                    discount={totals.discount > 0 ? totals.discount : undefined}
                    deliveryPrice={deliveryType === 'DELIVERY' ? pricing.deliveryPrice : undefined}
                    total={total}
                    lines={positions
                      .filter((line) => line.count > 0)
                      .map((line, i) => ({
                        key: `${line.id}-${i}`,
                        name: line.name,
                        count: line.count,
                        sum: line.sum,
                      }))}
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
                {blockedReason && (
                  <Notice role="status" $plain>
                    {blockedReason}
                  </Notice>
                )}
                {failure && (
                  <Notice
                    tone="danger"
                    role="alert"
                    data-testid="checkout-error"
                    action={
                      <Button type="submit" variant="secondary">
                        {t('orderForm.retry')}
                      </Button>
                    }
                  >
                    {errorText(t, failure.error)}
                  </Notice>
                )}
                <Button
                  type="submit"
                  size="lg"
                  fullWidth
                  loading={busy}
                  disabled={blocked && !closed}
                  data-testid="place-order"
                >
                  {state.phase === 'redirecting'
                    ? t('orderForm.payRedirect')
                    : t('orderForm.place', { total: money(total) })}
                </Button>
                <Button variant="text" onClick={() => setRulesOpen(true)}>
                  {t('orderForm.rules')}
                </Button>
              </Panel>
            </Aside>
            <ProgressOverlay
              visible={busy}
              $fixed
              showLabel
              label={state.phase === 'redirecting' ? t('orderForm.payRedirect') : t('orderForm.placing')}
            />
            <Modal
              open={rulesOpen}
              title={t('orderForm.rules')}
              onClose={() => setRulesOpen(false)}
              closeLabel={t('app.close')}
              $maxWidth="md"
              footer={<Button onClick={() => setRulesOpen(false)}>{t('orderForm.rulesOk')}</Button>}
            >
              <p style={{ marginTop: 0 }}>{t('orderForm.rulesText')}</p>
              {zone && (
                <DeliveryConditionsTable
                  rows={deliveryConditionRows(zone.thresholds)}
                  currency={currency}
                  locale={i18n.language}
                  labels={{
                    caption: t('orderForm.rulesConditions'),
                    orderSum: t('conditions.orderSum'),
                    delivery: t('conditions.delivery'),
                    free: t('conditions.free'),
                    from: t('conditions.from'),
                    to: t('conditions.to'),
                    minutes: (n) => t('conditions.minutes', { count: n }),
                  }}
                />
              )}
            </Modal>
            <DayOffDialog
              open={dayOffOpen}
              onClose={() => setDayOff('dismissed')}
              labels={{ title: t('dayOff.title'), text: t('cart.blocked.closed'), ok: t('dayOff.ok') }}
            />
          </Grid>
        );
      }}
    </Formik>
  );
}
