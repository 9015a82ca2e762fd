import { renderMarkdown } from '@tarelka/domain/markdown';
import { useMemo, type ReactNode } from 'react';
import { Article } from './RichText.styles';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** The text as Markdown (CommonMark with GFM tables), without the page's title. */
  markdown: string;
  /** Shown when the text is empty (e.g. «Информация появится позже»). */
  emptyText: string;
  /** The language the text is written in, when it may differ from the page's (a fallback locale). */
  lang?: string;
  /**
   * The site's origin: links elsewhere open in a new tab with `rel="noopener"`. Defaults to the
   * window's origin in a browser.
   */
  origin?: string;
}

/**
 * A tenant's text page under its h1: headings, bold, italics, ordered and unordered lists, links
 * and tables, rendered by `renderMarkdown` of `@tarelka/domain/markdown` (the build prerenders the
 * same HTML). The tenant's HTML shows as text. Headings go down one level at a time under the
 * page's h1, whatever levels the text uses: its top level is h2.
 *
 * @example
 * <RichText markdown={'1. **Предмет.** …'} emptyText="Информация появится позже" lang="ru" />
 */
export function RichText({ markdown, emptyText, lang, origin }: RichTextProps): ReactNode {
  const site = origin ?? (typeof window === 'undefined' ? undefined : window.location.origin);
  const html = useMemo(() => (markdown.trim() ? renderMarkdown(markdown, { origin: site }) : ''), [markdown, site]);
  return html ? (
    // The HTML is renderMarkdown's: the tenant's own HTML escaped, links only to safe URLs.
    <Article lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <Article lang={lang}>
      <p>{emptyText}</p>
    </Article>
  );
}
