import type { Order } from '@tarelka/api-client';
import { formatMoney } from '@tarelka/domain';
import { ordersApi, selectPersonId } from '@tarelka/store';
import { useApiQuery, useAppSelector } from '@tarelka/store/react';
import { Button, ErrorState, Notice, Panel, Spinner } from '@tarelka/ui';
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

  if (!order) {
    if (personId !== null && !orders.data && !orders.error) {
      return (
        <Panel $centered role="status" aria-live="polite">
          <Spinner label={t('app.loading')} size={32} />
        </Panel>
      );
    }
    if (orders.error) {
      const message =
        orders.error.code === 'network'
          ? t('app.networkError')
          : orders.error.status >= 500
            ? t('app.requestFailed')
            : orders.error.message;
      return (
        <ErrorState
          message={message}
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

  const awaiting = order.status === 'AWAITING_PAYMENT' && order.payment?.url;
  return (
    <Panel
      data-testid="order-result"
      aria-live="polite"
      $centered
      headingLevel={1}
      title={t('order.accepted')}
      icon={<CheckIcon />}
    >
      <p data-testid="order-number">
        <strong>{t('order.number', { number: order.number })}</strong>
      </p>
      <p>{t('order.total', { total: formatMoney(order.total, { locale: i18n.language, currency }) })}</p>
      <Notice $plain>{t('order.callNote')}</Notice>
      {awaiting && (
        <>
          <p role="status">{t('order.awaitingPayment')}</p>
          <Button onClick={() => onPay(order.payment!.url)}>{t('order.pay')}</Button>
        </>
      )}
      <Button variant={awaiting ? 'text' : 'primary'} onClick={onBackToMenu}>
        {t('order.toMenu')}
      </Button>
    </Panel>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64">
      <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.12" />
      <path
        d="M20 33l8 8 16-18"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
