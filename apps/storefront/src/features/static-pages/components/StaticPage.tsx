import { pageSource, splitMarkdownTitle } from '@tarelka/domain/markdown';
import pages from 'virtual:tenant-pages';
import { Container } from '../../../components/Container/Container';
import { appConfig } from '../../../config/tenant';
import { textFor } from '@tarelka/tenant/app-config';
import { PageHeader, RichText } from '@tarelka/ui';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import extraRu from '../../../../locales/ru/extra.json';

/** Props of {@link StaticPage}. */
export interface StaticPageProps {
  /** The page's slug (folder-less file name in `tenants/<id>/pages/`). */
  slug: string;
  /** i18n key of the fallback title. */
  titleKey: string;
}

/**
 * A white-label static page (spec §2): the tenant's text for the current locale (else the tenant's
 * default locale's, marked with its `lang`), built in at build time from
 * `tenants/<id>/pages/<slug>.<locale>.md`. This route alone loads the Markdown renderer.
 */
export function StaticPage({ slug, titleKey }: StaticPageProps) {
  const { t, i18n } = useLazyTranslation(extraRu);
  const page = pages[slug];
  const { lang, source } = pageSource(page, i18n.language, appConfig.defaultLocale);
  const configured = appConfig.pages[slug];
  const { title, body } = splitMarkdownTitle(source, configured && textFor(configured, i18n.language), t(titleKey));
  return (
    <Container>
      <PageHeader title={title} />
      <RichText markdown={body} emptyText={t('pages.notConfigured')} lang={lang} />
    </Container>
  );
}
