import type { Order } from '@tarelka/api-client';
import { lastOrderId, selectPersonId } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Container } from '../../components/Container/Container';
import { apiUrl, appConfig } from '../../config/tenant';
import { OrderResult } from '../../features/order/components/OrderResult';
import { OrderProgress } from '../../features/account/components/OrderProgress';
import { PaymentStatus } from '../../features/payment/components/PaymentStatus';

/** orders.show: the order result (spec §2), also the return URL of the online payment. */
export default function OrderResultRoute() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const initial = (location.state as { order?: Order } | null)?.order ?? null;
  const id = useMemo(() => (orderId === 'return' ? lastOrderId() : orderId), [orderId]);
  const personId = useAppSelector(selectPersonId);
  const pay = (url: string) => window.location.assign(new URL(url, apiUrl).toString());
  return (
    <Container style={{ maxWidth: 640, paddingTop: 24, paddingBottom: 48, display: 'grid', gap: 16 }}>
      <OrderResult
        orderId={id}
        initial={initial}
        currency={appConfig.currency}
        onBackToMenu={() => void navigate('/')}
        onPay={pay}
      />
      <OrderProgress orderId={id} />
      <PaymentStatus personId={personId === null ? null : String(personId)} orderId={id} onPay={pay} />
    </Container>
  );
}
