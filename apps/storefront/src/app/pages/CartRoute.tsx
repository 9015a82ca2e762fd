import { selectIsAuthorized } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { useCheckoutTranslation } from '../../lib/i18n/checkout-strings';
import { useNavigate } from 'react-router';
import { Container } from '../../components/Container/Container';
import { PageHeader } from '@tarelka/ui';
import { appConfig } from '../../config/tenant';
import { CartView } from '../../features/cart/components/CartView';
import { LocationSummary } from '../../features/location/components/LocationSummary';

/** Where checkout starts: the form when signed in, sign-in first otherwise (spec §1). */
function checkoutPath(authorized: boolean): string {
  return authorized ? '/checkout' : `/auth?from=checkout&returnTo=${encodeURIComponent('/checkout')}`;
}

/** cart.index (spec §2): the cart screen; checkout is the next step. */
export default function CartRoute() {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const authorized = useAppSelector(selectIsAuthorized);
  return (
    <Container style={{ maxWidth: 1080, paddingBottom: 48 }}>
      <PageHeader title={t('checkout.headline')} />
      <div style={{ marginBottom: 16, maxWidth: 560 }}>
        <LocationSummary />
      </div>
      <CartView
        currency={appConfig.currency}
        onCheckout={() => navigate(checkoutPath(authorized))}
        onBackToMenu={() => navigate('/')}
      />
    </Container>
  );
}
