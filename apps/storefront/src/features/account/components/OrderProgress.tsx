import { formatRestoTime } from '@tarelka/domain';
import { orderLines, orderProgress, useAddressSaveOffer, useLiveOrder } from '@tarelka/store/react';
import { CartSummary, OrderTimeline, SaveAddressOffer } from '@tarelka/ui';
import { appConfig } from '../../../config/tenant';
import { cartSummaryLabels } from '../../../lib/order-texts';
import { useAccountTranslation } from '../../../lib/i18n/account-strings';
import { Reorder } from './lazy-reorder';

/** The order's status timeline and estimated arrival, live over its event stream, and its lines with the server's sums (issue 26). */
export function OrderProgress({ orderId }: { orderId: string | null }) {
  const { t, i18n } = useAccountTranslation();
  const order = useLiveOrder(orderId);
  const offer = useAddressSaveOffer(order);
  if (!order) return null;
  const time = (at: string) => formatRestoTime(at, { timezone: order.timezone, locale: i18n.language });
  const note = order.cancelReason
    ? t('account.order.cancelled', { reason: order.cancelReason })
    : order.estimatedArrival
      ? t(`account.order.eta.${order.deliveryType}`, { time: time(order.estimatedArrival) })
      : undefined;
  const lines = orderLines(order);
  return (
    <>
      <OrderTimeline
        title={t('account.order.progress')}
        note={note}
        steps={orderProgress(order).map((step) => ({
          label: t(`account.status.${step.status}`),
          state: step.state,
          ...(step.at ? { time: time(step.at) } : {}),
        }))}
      />
      {offer && <SaveAddressOffer {...offer} labels={t('account.saveAddress', { returnObjects: true }) as never} />}
      <CartSummary
        count={lines.reduce((sum, line) => sum + line.count, 0)}
        lines={lines}
        subtotal={order.subtotal}
        total={order.total}
        currency={appConfig.currency}
        locale={i18n.language}
        discount={order.discountTotal || undefined}
        deliveryPrice={order.deliveryType === 'DELIVERY' ? order.deliveryPrice : undefined}
        labels={{ ...cartSummaryLabels(t), title: t('account.order.summary') }}
        when={{ label: t('account.order.payType'), value: t(`orderForm.payTypes.${order.payType}`) }}
      />
      <Reorder order={order} />
    </>
  );
}
