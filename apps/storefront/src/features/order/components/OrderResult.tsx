import type { Order } from '@tarelka/api-client';
import { formatMoney } from '@tarelka/domain';
import { ordersApi, selectPersonId } from '@tarelka/store';
import { useApiQuery, useAppSelector, useScheduledText } from '@tarelka/store/react';
import { Button, ErrorState, OrderAccepted, Panel, Spinner } from '@tarelka/ui';
import { requestErrorText } from '../../../lib/api/error-text';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';

/** Props of {@link OrderResult}. */
export interface OrderResultProps {
  /** The order's id, or null to show the person's newest order (the payment gateway's return). */
  orderId: string | null;
  /** The order as the order call answered it, when arriving from checkout. */
  initial?: Order | null;
  /** Goes back to the menu (home). */
  onBackToMenu: () => void;
  /** Sends the browser to a payment page (an order still awaiting payment). */
  onPay: (url: string) => void;
  /** Currency of the tenant. */
  currency: string;
}

type OrdersEntry = {
  data?: { content: Order[] };
  error?: { message: string; status: number; code?: string };
  isLoading?: boolean;
};

/**
 * The order result (spec §2 "Order result"): 'Your order has been accepted' (its Russian twin
 * 'Ваш заказ принят') with the order number and the note that a phone call will clarify the
 * details. An order still waiting for its online payment offers the payment page again.
 *
 * @example
 * <OrderResult orderId={id} initial={state?.order} currency="RUB" onBackToMenu={goHome} onPay={(url) => location.assign(url)} />
 */
export function OrderResult({ orderId, initial, onBackToMenu, onPay, currency }: OrderResultProps) {
  const { t, i18n } = useCheckoutTranslation();
  const personId = useAppSelector(selectPersonId);
  const orders = useApiQuery(
    ordersApi.endpoints.getOrders as never,
    { personId: String(personId ?? ''), size: 20 },
    { skip: personId === null || Boolean(initial && initial.id === orderId) },
  ) as OrdersEntry;
  const order =
    initial && initial.id === orderId
      ? initial
      : orderId === null
        ? orders.data?.content[0]
        : orders.data?.content.find((o) => o.id === orderId);
  const at = useScheduledText(order, i18n.language); // on the resto's clock (issue 27)

  if (!order) {
    if (personId !== null && !orders.data && !orders.error) {
      return (
        <Panel $centered role="status" aria-live="polite">
          <Spinner label={t('app.loading')} size={32} />
        </Panel>
      );
    }
    if (orders.error) {
      return (
        <ErrorState
          message={requestErrorText(t, orders.error)}
          labels={{ title: t('order.notFound'), retry: t('app.retry') }}
          onRetry={() => window.location.reload()}
        />
      );
    }
    return (
      <Panel $centered headingLevel={1} title={t('order.notFound')}>
        <Button onClick={onBackToMenu}>{t('order.toMenu')}</Button>
      </Panel>
    );
  }

  // An order still awaiting its online payment offers the payment page again.
  const payUrl = order.status === 'AWAITING_PAYMENT' ? order.payment?.url : undefined;
  return (
    <OrderAccepted
      onBackToMenu={onBackToMenu}
      onPay={payUrl ? () => onPay(payUrl) : undefined}
      labels={{
        title: t('order.accepted'),
        number: t('order.number', { number: order.number }),
        total: t('order.total', { total: formatMoney(order.total, { locale: i18n.language, currency }) }),
        callNote: t('order.callNote'),
        scheduled: at ? t('orderTime.result', { time: at }) : undefined,
        awaitingPayment: t('order.awaitingPayment'),
        pay: t('order.pay'),
        toMenu: t('order.toMenu'),
      }}
    />
  );
}
