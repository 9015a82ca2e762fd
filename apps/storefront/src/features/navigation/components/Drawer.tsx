import { navigationToggled, selectIsAuthorized, selectNavigationOpen } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { Drawer as NavigationDrawer, type SiteLink } from '@tarelka/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../config/tenant';
import { textFor } from '@tarelka/tenant/app-config';
import { useSiteLinks } from '../hooks/use-site-links';
import { Account } from './LazyAccount';
import { LocaleSwitcher } from './LocaleSwitcher';

/** The navigation drawer (spec §2): a side panel with primary and secondary links, language, support. */
export function Drawer({ location }: { location?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectNavigationOpen);
  const authorized = useAppSelector(selectIsAuthorized);
  const { toLinks, onNavigate } = useSiteLinks();
  const close = () => dispatch(navigationToggled(false));
  const { navigation, support } = appConfig.features;
  const followAndClose = (link: SiteLink, event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate(link, event);
    close();
  };
  return (
    <NavigationDrawer
      open={open}
      onClose={close}
      label={appConfig.name}
      closeLabel={t('nav.closeMenu')}
      onNavigate={followAndClose}
      sections={[
        {
          label: t('nav.primary'),
          links: toLinks(
            authorized
              ? navigation.primary
              : [...navigation.primary, { label: { key: 'nav.signIn' }, href: '/auth', external: false }],
          ),
        },
        { label: t('nav.secondary'), showLabel: true, links: toLinks(navigation.secondary) },
      ]}
      footer={
        <>
          <LocaleSwitcher />
          {support && (
            <p>
              <a href={support.url} target="_blank" rel="noopener noreferrer">
                {textFor(support.label, i18n.language)}
              </a>
            </p>
          )}
        </>
      }
    >
      {authorized && <Account inline onDone={close} />}
      {location}
    </NavigationDrawer>
  );
}
