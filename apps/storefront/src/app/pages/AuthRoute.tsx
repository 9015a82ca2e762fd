import { useCallback } from 'react';
import { useCheckoutTranslation } from '../../lib/i18n/checkout-strings';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Container } from '../../components/Container/Container';
import { PageHeader } from '@tarelka/ui';
import { appConfig } from '../../config/tenant';
import { SignIn } from '../../features/auth/components/SignIn';
import { safeReturnTo } from '../../features/auth/utils/return-to';

/**
 * auth.index (spec §2): sign-in. `?from=checkout` says why ('Чтобы оформить заказ,
 * авторизуйтесь'); after sign-in the customer goes to `?returnTo=` (a path of this site), else
 * back to the page they came from, else home.
 */
export default function AuthRoute() {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const fromCheckout = params.get('from') === 'checkout';
  const firstPage = location.key === 'default';

  const onAuthorized = useCallback(() => {
    if (returnTo) void navigate(returnTo, { replace: true });
    else if (!firstPage) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate, returnTo, firstPage]);

  return (
    <Container style={{ maxWidth: 480, paddingBottom: 48 }}>
      <PageHeader title={t('auth.headline')} />
      <SignIn
        config={appConfig.features.auth}
        whiteLabel={appConfig.id}
        fromCheckout={fromCheckout}
        onAuthorized={onAuthorized}
      />
    </Container>
  );
}
