import { Footer as PageFooter } from '@tarelka/ui';
import { appConfig } from '../../../config/tenant';
import { textFor } from '@tarelka/tenant/app-config';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import extraRu from '../../../../locales/ru/extra.json';
import { useSiteLinks } from '../hooks/use-site-links';

/** The footer (spec §2): secondary navigation, the tenant's footer text, support and app links. */
export function Footer() {
  const { t, i18n } = useLazyTranslation(extraRu);
  const { toLinks, onNavigate } = useSiteLinks();
  const { footer, navigation, support, appBanner } = appConfig.features;
  const text = textFor(footer.text, i18n.language);
  const extra = footer.links.filter((l) => !navigation.secondary.some((s) => s.href === l.href));
  const links = toLinks([...navigation.secondary, ...extra]);
  if (!links.some((l) => l.href === '/terms-of-sale')) {
    links.push({ label: t('termsOfSale.headline'), href: '/terms-of-sale' });
  }
  const apps = [
    appBanner?.ios && { label: 'App Store', href: appBanner.ios, external: true },
    appBanner?.android && { label: 'Google Play', href: appBanner.android, external: true },
  ].filter((link) => !!link);
  return (
    <PageFooter
      links={links}
      navigationLabel={t('nav.secondary')}
      onNavigate={onNavigate}
      support={
        support ? { label: textFor(support.label, i18n.language), href: support.url, external: true } : undefined
      }
      appLinks={apps}
      appLinksLabel={t('footer.apps')}
      copyright={text || t('footer.rights', { year: new Date().getFullYear(), name: appConfig.name })}
    />
  );
}
