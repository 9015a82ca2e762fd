import { formatMoney, formatRestoTime } from '@tarelka/domain';
import { selectIsAuthorized } from '@tarelka/store';
import { useAppSelector, useOrderHistory } from '@tarelka/store/react';
import { ErrorState, OrderHistoryList, PageHeader } from '@tarelka/ui';
import { Navigate } from 'react-router';
import { Container } from '../../components/Container/Container';
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
  return (
    <Container style={{ maxWidth: 720, paddingBottom: 48 }}>
      <PageHeader title={t('account.orders.headline')} />
      {failed && orders.length === 0 ? (
        <ErrorState
          labels={{ title: t('account.orders.failed'), retry: t('account.orders.retry') }}
          onRetry={loadMore}
        />
      ) : (
        <OrderHistoryList
          orders={orders.map((order) => ({
            id: order.id,
            href: `/orders/${order.id}`,
            title: t('account.orders.title', { number: order.number }),
            date: formatRestoTime(order.createdAt, { timezone: order.timezone, locale }),
            status: t(`account.status.${order.status}`),
            total: formatMoney(order.total, { locale, currency: appConfig.currency }),
            place: order.deliveryPlace
              ? t('account.orders.delivery', { place: order.deliveryPlace.address })
              : t('account.orders.takeAway'),
            positions: order.positions
              .filter((line) => line.id !== 0)
              .map((line) => (line.count > 1 ? `${line.name} × ${line.count}` : line.name))
              .join(', '),
          }))}
          loading={loading}
          hasMore={hasMore}
          onLoadMore={loadMore}
          onOpen={(order, event) => follow(order.href, event)}
          labels={{ empty: t('account.orders.empty'), loadMore: t('account.orders.loadMore') }}
        />
      )}
    </Container>
  );
}
