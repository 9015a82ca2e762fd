import { useProfile } from '@tarelka/store/react';
import { PageHeader, ProfileForm, SavedAddressList } from '@tarelka/ui';
import { Navigate } from 'react-router';
import { Container } from '../../components/Container/Container';
import { useAccountTranslation } from '../../lib/i18n/account-strings';

/** profile (issue 26): the person's names, e-mail, phone, sign-in methods and saved addresses; sign-in first. */
export default function ProfileRoute() {
  const { t, i18n } = useAccountTranslation();
  const profile = useProfile(i18n.language);
  if (!profile) return <Navigate to="/auth?returnTo=%2Fprofile" replace />;
  return (
    <Container style={{ maxWidth: 720, paddingBottom: 48, display: 'grid', gap: 32 }}>
      <PageHeader title={t('account.menu.profile')} />
      <ProfileForm {...profile.form} labels={t('account.profile.form', { returnObjects: true }) as never} />
      <SavedAddressList {...profile.saved} labels={t('account.profile.addresses', { returnObjects: true }) as never} />
    </Container>
  );
}
