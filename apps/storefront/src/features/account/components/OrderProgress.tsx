import { formatRestoTime } from '@tarelka/domain';
import { orderProgress, useLiveOrder } from '@tarelka/store/react';
import { OrderTimeline } from '@tarelka/ui';
import { useAccountTranslation } from '../../../lib/i18n/account-strings';

/** The order's status timeline and estimated arrival, live over its event stream (issue 26). */
export function OrderProgress({ orderId }: { orderId: string | null }) {
  const { t, i18n } = useAccountTranslation();
  const order = useLiveOrder(orderId);
  if (!order) return null;
  const time = (at: string) => formatRestoTime(at, { timezone: order.timezone, locale: i18n.language });
  const note = order.cancelReason
    ? t('account.order.cancelled', { reason: order.cancelReason })
    : order.estimatedArrival
      ? t(`account.order.eta.${order.deliveryType}`, { time: time(order.estimatedArrival) })
      : undefined;
  return (
    <OrderTimeline
      title={t('account.order.progress')}
      note={note}
      steps={orderProgress(order).map((step) => ({
        label: t(`account.status.${step.status}`),
        state: step.state,
        ...(step.at ? { time: time(step.at) } : {}),
      }))}
    />
  );
}
