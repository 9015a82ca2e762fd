import { formatMoney, formatRestoTime } from '@tarelka/domain';
import { selectIsAuthorized } from '@tarelka/store';
import { orderLines, useAppSelector, useOrderHistory } from '@tarelka/store/react';
import { OrderHistoryList, PageHeader } from '@tarelka/ui';
import { Navigate } from 'react-router';
import { Container } from '../../components/Container/Container';
import { Reorder } from '../../features/account/components/lazy-reorder';
import { appConfig } from '../../config/tenant';
import { useAccountTranslation } from '../../lib/i18n/account-strings';
import { useLinkNavigate } from '../../lib/link-navigate';

/** orders.index (issue 26): the person's orders, newest first, 20 a page; sign-in first. */
export default function OrdersRoute() {
  const { t, i18n } = useAccountTranslation();
  const follow = useLinkNavigate();
  const authorized = useAppSelector(selectIsAuthorized);
  const { orders, loading, failed, hasMore, loadMore } = useOrderHistory();
  if (!authorized) return <Navigate to={`/auth?returnTo=${encodeURIComponent('/orders')}`} replace />;
  const locale = i18n.language;
  const at = (time: string, { timezone }: { timezone?: string }) => formatRestoTime(time, { timezone, locale });
  return (
    <Container style={{ maxWidth: 720, paddingBottom: 48 }}>
      <PageHeader title={t('account.orders.headline')} />
      <OrderHistoryList
        orders={orders.map((order) => ({
          id: order.id,
          href: `/orders/${order.id}`,
          title: t('account.orders.title', { number: order.number }),
          date: at(order.createdAt, order),
          status: t(`account.status.${order.status}`),
          total: formatMoney(order.total, { locale, currency: appConfig.currency }),
          place: order.deliveryPlace
            ? t('account.orders.delivery', { place: order.deliveryPlace.address })
            : t('account.orders.takeAway'),
          positions: orderLines(order),
          scheduled: order.scheduledFor && t('account.orders.scheduled', { time: at(order.scheduledFor, order) }),
          action: <Reorder order={order} />,
        }))}
        {...{ loading, failed, hasMore }}
        onLoadMore={loadMore}
        onOpen={(order, event) => follow(order.href, event)}
        labels={{
          empty: t('account.orders.empty'),
          loadMore: t('account.orders.loadMore'),
          failed: t('account.orders.failed'),
          retry: t('account.orders.retry'),
        }}
      />
    </Container>
  );
}
