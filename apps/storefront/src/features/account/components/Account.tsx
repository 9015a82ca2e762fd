import { personApi, selectAccount } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { AccountMenu } from '@tarelka/ui';
import type { MouseEvent } from 'react';
import { useAccountTranslation } from '../../../lib/i18n/account-strings';
import { useLinkNavigate } from '../../../lib/link-navigate';

/** The signed-in person's menu (issue 26): orders, profile, sign-out (this tab; the store tells the others). */
export function Account({ inline, onDone }: { inline?: boolean; onDone?: () => void }) {
  const { t } = useAccountTranslation();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectAccount);
  const follow = useLinkNavigate();
  const link = (href: string, key: string) => ({
    label: t(key),
    href,
    onSelect: (event: MouseEvent<HTMLElement>) => (follow(href, event), onDone?.()),
  });
  if (!account) return null;
  return (
    <AccountMenu
      name={account.name}
      avatar={account.avatar}
      variant={inline ? 'inline' : 'menu'}
      items={[
        link('/orders', 'account.menu.orders'),
        link('/profile', 'account.menu.profile'),
        { label: t('account.menu.signOut'), onSelect: () => void dispatch(personApi.endpoints.signOut.initiate()) },
      ]}
    />
  );
}
