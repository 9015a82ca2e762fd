import { navigationToggled, selectCartCount, selectIsAuthorized } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { AppBar as TopBar } from '@tarelka/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../config/tenant';
import { textFor } from '@tarelka/tenant/app-config';
import { useLinkNavigate } from '../../../lib/link-navigate';
import { Account } from './LazyAccount';
import { useSiteLinks } from '../hooks/use-site-links';
import { LocaleSwitcher } from './LocaleSwitcher';

/** Props of {@link AppBar}. */
export interface AppBarProps {
  /** The location summary (from the location feature). */
  location?: ReactNode;
  /** Compact form: the logo only (the simple layout). */
  compact?: boolean;
}

/**
 * The app bar (spec §2): 144 px on desktop (brand, location, language, sign-in, cart, then the
 * primary navigation), 64 px on mobile (drawer button, brand, cart).
 */
export function AppBar({ location, compact = false }: AppBarProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  const authorized = useAppSelector(selectIsAuthorized);
  const { toLinks, onNavigate } = useSiteLinks();
  const follow = useLinkNavigate();
  const logo = appConfig.logo;
  // The logo link's name follows the page's language: the tenant's alt text in it, else its
  // English one outside Russian (a Latin-script page), else the tenant's name.
  const alt = logo?.alt;
  const home =
    (alt && i18n.language !== 'ru' && !(i18n.language in alt) ? alt.en : textFor(alt, i18n.language)) || appConfig.name;
  return (
    <TopBar
      compact={compact}
      logo={
        <a href="/" aria-label={home} onClick={(event) => follow('/', event)}>
          {logo ? (
            <img src={logo.src} alt="" width={Math.round((logo.width / logo.height) * 36)} height={36} />
          ) : (
            appConfig.name
          )}
        </a>
      }
      links={compact ? undefined : toLinks(appConfig.features.navigation.primary)}
      onNavigate={onNavigate}
      location={compact ? undefined : location}
      actions={
        compact ? undefined : (
          <>
            <LocaleSwitcher />
            {authorized ? (
              <Account />
            ) : (
              <a href="/auth" onClick={(event) => follow('/auth', event)}>
                {t('nav.signIn')}
              </a>
            )}
          </>
        )
      }
      cartCount={compact ? undefined : count}
      cartHref="/cart"
      onCartClick={(event) => follow('/cart', event)}
      onMenuClick={compact ? undefined : () => dispatch(navigationToggled(true))}
      labels={{
        navigation: t('nav.primary'),
        openMenu: t('nav.openMenu'),
        // Not 'Корзина (2)': a name must hold the visible count outside parentheses (WCAG 2.5.3;
        // axe's label-content-name-mismatch drops parentheticals).
        cart: (n) => (n > 0 ? `${t('nav.cart')} · ${n}` : t('nav.cart')),
      }}
    />
  );
}
