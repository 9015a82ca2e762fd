import type { Order } from '@tarelka/api-client';
import { deliveryConditionRows, formatMoney } from '@tarelka/domain';
import { checkoutFormSchema, toFormLocale, type CheckoutFormValues } from '@tarelka/domain/forms';
import {
  commentChanged,
  openLocationSelection,
  orderPersonChanged,
  payTypeChanged,
  saveDeliveryPlaceDetails,
  selectAvailablePayTypes,
  selectCheckoutBlock,
  selectCheckoutInitialValues,
  selectCheckoutPayType,
  selectCurrentZone,
  selectLocation,
  selectOrderTotal,
  selectPayType,
  selectPricedCart,
} from '@tarelka/store';
import { useAppDispatch, useAppSelector, useAppStore, useOrderTime } from '@tarelka/store/react';
import {
  Button,
  CartSummary,
  CheckoutPlace,
  CheckoutSummary,
  DayOffDialog,
  DeliveryConditionsTable,
  Modal,
  Notice,
  OrderTimeChooser,
  Panel,
  PayTypeSelector,
  ProgressOverlay,
  SummaryLayout,
  TextField,
  Textarea,
  formatRuPhone,
} from '@tarelka/ui';
import { Formik } from 'formik';
import { useEffect, useMemo, useState, type FocusEvent } from 'react';
import { useResto } from '../../../lib/api/hooks';
import { requestErrorText } from '../../../lib/api/error-text';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import { appConfig } from '../../../config/tenant';
import { cartSummaryLabels, dayOffProps, orderBlockText, orderTimeProps } from '../../../lib/order-texts';
import { useServerNow } from '../../../lib/time';
import { usePlaceOrder, type Reprice } from '../hooks/use-place-order';

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

/** The fields kept with the saved delivery place as they are left. */
const PLACE_FIELDS: readonly string[] = ['apartment', 'entrance', 'floor', 'intercom', 'placeComment'];

/** Saves what the customer types into the order draft (spec §3), a moment after they stop. */
function DraftSaver({ values }: { values: CheckoutFormValues }) {
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
  const storedPayType = useAppSelector(selectPayType);
  const payTypes = useAppSelector(selectAvailablePayTypes);
  const payType = useAppSelector(selectCheckoutPayType);
  // Only what the last preflight confirmed for the cart as it is now (menu prices otherwise).
  const { positions, totals, status, deliveryPrice } = useAppSelector(selectPricedCart);
  const total = useAppSelector(selectOrderTotal);
  const zone = useAppSelector(selectCurrentZone);
  const resto = useResto(location.restoId).data;
  const now = useServerNow();
  const { closed, block } = useAppSelector((state) => selectCheckoutBlock(state, now));
  const time = useOrderTime({ now, locale: i18n.language });
  const [rulesOpen, setRulesOpen] = useState(false);
  // 'auto' greets a customer who opens checkout while the resto is closed.
  const [dayOff, setDayOff] = useState<'auto' | 'open' | 'dismissed'>('auto');
  const { state, place } = usePlaceOrder({ reprice, onPlaced, onUnauthorized, apiUrl, redirect });
  const money = (amount: number) => formatMoney(amount, { locale: i18n.language, currency });
  const locale = toFormLocale(i18n.language);
  const schema = useMemo(() => checkoutFormSchema(locale), [locale]);
  const deliveryType = location.deliveryType ?? 'DELIVERY';

  // Restored once, when the form opens; later changes flow the other way. A Russian number shows
  // in the phone field's mask.
  const [initialValues] = useState<CheckoutFormValues>(() => {
    const values = selectCheckoutInitialValues(store.getState());
    return { ...values, phone: values.phone.startsWith('+7') ? formatRuPhone(values.phone) : values.phone };
  });

  // The pay type the form shows is the one the draft keeps.
  useEffect(() => {
    if (payType && payType !== storedPayType) dispatch(payTypeChanged(payType));
  }, [payType, storedPayType, dispatch]);

  /** Keeps the delivery place details in the saved location (spec §3 "Order draft": delivery place). */
  const savePlace = (values: CheckoutFormValues) =>
    dispatch(
      saveDeliveryPlaceDetails({
        apartment: values.apartment,
        entrance: values.entrance,
        floor: values.floor,
        intercom: values.intercom,
        comment: values.placeComment,
      }),
    );

  const dayOffOpen = dayOff === 'open' || (dayOff === 'auto' && closed);
  const closeDayOff = () => setDayOff('dismissed');
  const busy = state.phase === 'pricing' || state.phase === 'ordering' || state.phase === 'redirecting';
  const progress = state.phase === 'redirecting' ? t('orderForm.payRedirect') : t('orderForm.placing');

  const submit = (values: CheckoutFormValues) => {
    if (closed) {
      setDayOff('open');
      return;
    }
    savePlace(values);
    return place({ ...values, payType: payType ?? '' });
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit} validateOnChange={false}>
      {(form) => {
        const field = (name: keyof Omit<CheckoutFormValues, 'payType'>) => ({
          name,
          value: form.values[name],
          onValueChange: (value: string) => void form.setFieldValue(name, value, false),
          onBlur: (event: FocusEvent) => {
            form.handleBlur(event);
            if (PLACE_FIELDS.includes(name)) savePlace(form.values);
          },
          error: form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined,
        });
        return (
          <SummaryLayout
            as="form"
            noValidate
            onSubmit={form.handleSubmit}
            aria-busy={busy}
            data-testid="checkout-form"
            $asideWidth={380}
            aside={
              <CheckoutSummary
                pricing={status === 'pending'}
                blockedReason={orderBlockText(t, block, money)}
                // A refusal the block already tells (the order sum) is not repeated with a retry.
                error={state.phase === 'failed' && !block ? requestErrorText(t, state.error) : null}
                placing={busy}
                disabled={block !== null && !closed}
                onRules={() => setRulesOpen(true)}
                labels={{
                  title: t('orderForm.included'),
                  place: state.phase === 'redirecting' ? progress : t('orderForm.place', { total: money(total) }),
                  retry: t('orderForm.retry'),
                  rules: t('orderForm.rules'),
                }}
              >
                <CartSummary
                  count={totals.count}
                  subtotal={totals.sum}
                  discount={totals.discount > 0 ? totals.discount : undefined}
                  deliveryPrice={deliveryType === 'DELIVERY' ? (deliveryPrice ?? undefined) : undefined}
                  total={total}
                  lines={positions
                    .filter((line) => line.count > 0)
                    .map((line, i) => ({ key: `${line.id}-${i}`, name: line.name, count: line.count, sum: line.sum }))}
                  currency={currency}
                  locale={i18n.language}
                  pending={status === 'pending'}
                  labels={cartSummaryLabels(t)}
                  when={time.text ? { label: t('orderTime.summary'), value: time.text } : undefined}
                />
              </CheckoutSummary>
            }
            overlays={
              <>
                <ProgressOverlay visible={busy} $fixed showLabel label={progress} />
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
                <DayOffDialog open={dayOffOpen} onClose={closeDayOff} {...dayOffProps(t, time, closeDayOff)} />
              </>
            }
          >
            <DraftSaver values={form.values} />
            <CheckoutPlace
              address={
                deliveryType === 'DELIVERY'
                  ? (location.deliveryPlace?.address ?? '')
                  : [resto?.name, resto?.address].filter(Boolean).join(', ')
              }
              onChange={() => dispatch(openLocationSelection())}
              fields={
                deliveryType === 'DELIVERY'
                  ? {
                      apartment: field('apartment'),
                      entrance: field('entrance'),
                      floor: field('floor'),
                      intercom: field('intercom'),
                      comment: field('placeComment'),
                    }
                  : undefined
              }
              labels={{
                title: deliveryType === 'DELIVERY' ? t('orderForm.deliveryPlace') : t('orderForm.pickupPoint'),
                change: t('orderForm.changeAddress'),
                fields: {
                  apartment: t('orderForm.apartment'),
                  entrance: t('orderForm.entrance'),
                  floor: t('orderForm.floor'),
                  intercom: t('orderForm.intercom'),
                  comment: t('orderForm.placeComment'),
                },
              }}
            />
            {/* Drawn at once (its times load inside it) so nothing under it moves when they arrive;
                gone only if the API refuses to list times (the tenant's setting says otherwise there). */}
            {appConfig.features.scheduledOrders && (time.enabled || time.loading) && (
              <Panel>
                <OrderTimeChooser {...orderTimeProps(t, time)} />
              </Panel>
            )}
            <Panel headingId="checkout-contacts" title={t('orderForm.contacts')}>
              <TextField label={t('orderForm.name')} autoComplete="name" required {...field('name')} />
              <TextField label={t('orderForm.email')} type="email" autoComplete="email" required {...field('email')} />
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
          </SummaryLayout>
        );
      }}
    </Formik>
  );
}
