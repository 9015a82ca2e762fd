import type { Order } from '@tarelka/api-client';
import { checkoutStarted, selectIsAuthorized, selectIsCartEmpty } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { useCallback, useEffect, useState } from 'react';
import { useCheckoutTranslation } from '../../lib/i18n/checkout-strings';
import { Navigate, useNavigate } from 'react-router';
import { Container } from '../../components/Container/Container';
import { PageHeader } from '@tarelka/ui';
import { apiUrl, appConfig } from '../../config/tenant';
import { useReprice } from '../../features/cart/hooks/use-reprice';
import { CheckoutForm } from '../../features/checkout/components/CheckoutForm';

const SIGN_IN = `/auth?from=checkout&returnTo=${encodeURIComponent('/checkout')}`;

/**
 * checkout.index: the checkout screen (spec §2 "Checkout"). Ordering requires sign-in (spec §1):
 * without a session the customer goes to sign-in and comes back; an empty cart goes to the cart.
 */
export default function CheckoutRoute() {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const authorized = useAppSelector(selectIsAuthorized);
  const empty = useAppSelector(selectIsCartEmpty);
  // Only an empty cart on arrival sends back: the cart empties itself after a successful order.
  const [emptyOnArrival] = useState(empty);
  const dispatch = useAppDispatch();
  useEffect(
    () => void (authorized && !emptyOnArrival && dispatch(checkoutStarted())),
    [dispatch, authorized, emptyOnArrival],
  );
  const reprice = useReprice();
  const onPlaced = useCallback(
    (order: Order) => void navigate(`/orders/${order.id}`, { state: { order }, replace: true }),
    [navigate],
  );
  const onUnauthorized = useCallback(() => void navigate(SIGN_IN), [navigate]);

  if (!authorized) return <Navigate to={SIGN_IN} replace />;
  if (emptyOnArrival) return <Navigate to="/cart" replace />;
  return (
    <Container style={{ maxWidth: 1080, paddingBottom: 48 }}>
      <PageHeader title={t('orderForm.headline')} />
      <CheckoutForm
        reprice={reprice}
        onPlaced={onPlaced}
        onUnauthorized={onUnauthorized}
        currency={appConfig.currency}
        apiUrl={apiUrl}
      />
    </Container>
  );
}
