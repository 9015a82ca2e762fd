import { personApi, selectAccount } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { AccountMenu, formatRuPhone } from '@tarelka/ui';
import { useAccountTranslation } from '../../../lib/i18n/account-strings';
import { useLinkNavigate } from '../../../lib/link-navigate';

/** The signed-in person's menu (issue 26): orders, profile, sign-out (this tab; the store tells the others). */
export function Account({ inline, onDone }: { inline?: boolean; onDone?: () => void }) {
  const { t } = useAccountTranslation();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectAccount);
  const follow = useLinkNavigate();
  if (!account) return null;
  return (
    <AccountMenu
      // A person known by the phone alone reads it as people write it: +7 (916) 123-45-67.
      name={/^\+7\d{10}$/.test(account.name) ? formatRuPhone(account.name) : account.name}
      avatar={account.avatar}
      variant={inline ? 'inline' : 'menu'}
      onNavigate={(item, event) => (follow(item.href!, event), onDone?.())}
      items={[
        { label: t('account.menu.orders'), href: '/orders' },
        { label: t('account.menu.profile'), href: '/profile' },
        { label: t('account.menu.signOut'), onSelect: () => void dispatch(personApi.endpoints.signOut.initiate()) },
      ]}
    />
  );
}
