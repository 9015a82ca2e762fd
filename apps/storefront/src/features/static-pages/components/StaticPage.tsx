import { parseMarkdown, splitTitle } from '@tarelka/domain';
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
 * A white-label static page (spec §2): the tenant's text for the current locale (ru as fallback),
 * built in at build time from `tenants/<id>/pages/<slug>.<locale>.md`.
 */
export function StaticPage({ slug, titleKey }: StaticPageProps) {
  const { t, i18n } = useLazyTranslation(extraRu);
  const page = pages[slug];
  const source = page?.[i18n.language] ?? page?.ru;
  const blocks = source ? parseMarkdown(source) : [];
  const configured = appConfig.pages[slug];
  const { title, body } = splitTitle(blocks, configured && textFor(configured, i18n.language), t(titleKey));
  return (
    <Container>
      <PageHeader title={title} />
      <RichText blocks={body} emptyText={t('pages.notConfigured')} />
    </Container>
  );
}
