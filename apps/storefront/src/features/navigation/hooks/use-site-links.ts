import type { SiteLink } from '@tarelka/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { textFor, type NavLink } from '@tarelka/tenant/app-config';
import { useLinkNavigate } from '../../../lib/link-navigate';

/**
 * The tenant's navigation links as the kit's site links, in the chosen locale, the current page
 * marked; `onNavigate` routes in-app links with the router (external ones open a new tab).
 *
 * @example
 * const { toLinks, onNavigate } = useSiteLinks();
 * <Footer links={toLinks(appConfig.features.navigation.secondary)} onNavigate={onNavigate} />
 */
export function useSiteLinks() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const follow = useLinkNavigate();
  const toLinks = (links: readonly NavLink[]): SiteLink[] =>
    links.map((link) => ({
      label: 'key' in link.label ? t(link.label.key) : textFor(link.label, i18n.language),
      href: link.href,
      current: !link.external && link.href === pathname,
      external: link.external,
    }));
  const onNavigate = (link: SiteLink, event: MouseEvent<HTMLAnchorElement>) => {
    if (!link.external) follow(link.href, event);
  };
  return { toLinks, onNavigate };
}
