import { createElement } from 'react';
import styled from 'styled-components';
import pages from 'virtual:tenant-pages';
import { Container } from '../../../components/Container/Container';
import { appConfig } from '../../../config/tenant';
import { textFor } from '../../../config/tenant-config';
import { PageHeader } from '@tarelka/ui';
import { parseBlocks, renderInline } from '../utils/markdown';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import extraRu from '../../../../locales/ru/extra.json';

/** Props of {@link StaticPage}. */
export interface StaticPageProps {
  /** The page's slug (folder-less file name in `tenants/<id>/pages/`). */
  slug: string;
  /** i18n key of the fallback title. */
  titleKey: string;
}

const Article = styled.article`
  max-width: 760px;
  padding-bottom: 32px;
  h2 {
    font-size: ${({ theme }) => theme.typography.size.xl};
    margin: 24px 0 8px;
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.size.lg};
    margin: 16px 0 8px;
  }
  h4 {
    font-size: ${({ theme }) => theme.typography.size.md};
    margin: 12px 0 8px;
  }
  p,
  li {
    ${({ theme }) => theme.media.mobile} {
      font-size: ${({ theme }) => theme.typography.size.sm};
      th,
      td {
        padding: 8px 6px 8px 0;
      }
    }
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 16px 0;
  th,
  td {
    text-align: left;
    padding: 8px 12px 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  overflow-wrap: anywhere;
`;

/**
 * A white-label static page (spec §2): the tenant's text for the current locale (ru as fallback),
 * built in at build time from `tenants/<id>/pages/<slug>.<locale>.md`.
 */
export function StaticPage({ slug, titleKey }: StaticPageProps) {
  const { t, i18n } = useLazyTranslation(extraRu);
  const page = pages[slug];
  const source = page?.[i18n.language] ?? page?.ru;
  const blocks = source ? parseBlocks(source) : [];
  const first = blocks[0];
  const configured = appConfig.pages[slug];
  const title = configured ? textFor(configured, i18n.language) : first?.kind === 'heading' ? first.text : t(titleKey);
  const body = first?.kind === 'heading' && first.text === title ? blocks.slice(1) : blocks;
  // Headings go down one level at a time under the page's h1, whatever levels the tenant's
  // Markdown uses: the body's top level is h2 (a text that starts at ### included).
  const levels = body.flatMap((block) => (block.kind === 'heading' ? [block.level] : []));
  const top = levels.length ? Math.min(...levels) : 2;
  const tag = (level: number) => (['h2', 'h3', 'h4'] as const)[Math.min(2, level - top)] ?? 'h2';
  return (
    <Container>
      <PageHeader title={title} />
      <Article>
        {body.length === 0 && <p>{t('pages.notConfigured')}</p>}
        {body.map((block, i) =>
          block.kind === 'heading' ? (
            createElement(tag(block.level), { key: i }, renderInline(block.text))
          ) : block.kind === 'table' ? (
            <Table key={i}>
              <thead>
                <tr>
                  {block.head.map((cell, j) => (
                    <th key={j} scope="col">
                      {renderInline(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, j) => (
                      <td key={j}>{renderInline(cell)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : block.kind === 'list' ? (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{renderInline(item)}</li>
              ))}
            </ul>
          ) : (
            <p key={i}>{renderInline(block.text)}</p>
          ),
        )}
      </Article>
    </Container>
  );
}
