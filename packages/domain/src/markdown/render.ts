// @tarelka/domain/markdown: a tenant's static page (spec §2, `tenants/<id>/pages/<slug>.<locale>.md`)
// as CommonMark with GFM tables, rendered by `marked` into HTML that is safe to insert: the tenant's
// own HTML is shown as text, links go only to http(s), mailto:, tel: and paths of the site. A subpath
// of its own, so that only the static-page route (and the build's prerender) carries the parser.
import { Marked, type Token, type Tokens } from 'marked';

/** Options of {@link renderMarkdown}. */
export interface RenderMarkdownOptions {
  /**
   * The site's origin (`https://demo.tarelka.app`): an http(s) link to another origin opens in a
   * new tab with `rel="noopener"`. Without it every absolute http(s) link counts as another origin.
   */
  origin?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** The origin of an absolute http(s) URL, or null for a path, mailto:, tel: or an anchor. */
function originOf(href: string): string | null {
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    return new URL(href).origin;
  } catch {
    return null;
  }
}

/** The smallest heading level a page uses (its top level, drawn as h2 under the page's h1). */
function topLevel(tokens: readonly Token[]): number {
  const levels = tokens.flatMap((token) => (token.type === 'heading' ? [(token as Tokens.Heading).depth] : []));
  return levels.length > 0 ? Math.min(...levels) : 2;
}

/**
 * A tenant's Markdown page as HTML: headings, bold, italics, ordered and unordered lists, links,
 * tables (CommonMark and GFM tables, by `marked`). The page's own HTML is escaped (`<script>` shows
 * as text); a link to an unsafe URL (`javascript:`, `data:`…) stays text; a link to another origin
 * opens in a new tab with `rel="noopener"`. Headings step down from h2 (the page's h1 is its title),
 * whatever level the text starts at.
 *
 * @example
 * renderMarkdown('1. **Предмет.** Продавец передаёт…');
 * // '<ol>\n<li><strong>Предмет.</strong> Продавец передаёт…</li>\n</ol>\n'
 */
export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): string {
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  const tokens = marked.lexer(source);
  const shift = 2 - topLevel(tokens);
  marked.use({
    renderer: {
      html: ({ text }) => escapeHtml(text),
      heading({ tokens: inline, depth }) {
        const level = Math.min(6, Math.max(2, depth + shift));
        return `<h${level}>${this.parser.parseInline(inline)}</h${level}>\n`;
      },
      link({ href, title, tokens: inline }) {
        const text = this.parser.parseInline(inline);
        if (!SAFE_URL.test(href)) return text;
        const origin = originOf(href);
        const external = origin !== null && origin !== options.origin;
        return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}${
          external ? ' target="_blank" rel="noopener"' : ''
        }>${text}</a>`;
      },
      image({ href, title, text }) {
        if (!SAFE_URL.test(href) || href.startsWith('#')) return escapeHtml(text);
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy">`;
      },
    },
  });
  return marked.parser(tokens);
}

/**
 * A page's title and the Markdown of its body: the configured title, else the text's first
 * heading, else `fallback`. A first heading equal to the title is not repeated in the body.
 *
 * @example
 * splitMarkdownTitle('# Оплата\n\nКартой.', undefined, 'Страница'); // { title: 'Оплата', body: 'Картой.' }
 */
export function splitMarkdownTitle(
  source: string,
  configured: string | undefined,
  fallback: string,
): { title: string; body: string } {
  const tokens = new Marked().lexer(source);
  const first = tokens.find((token) => token.type !== 'space');
  const heading = first?.type === 'heading' ? (first as Tokens.Heading).text.trim() : undefined;
  const title = configured ?? heading ?? fallback;
  if (heading === undefined || heading !== title || !first) return { title, body: source.trim() };
  const at = source.indexOf(first.raw);
  return { title, body: (source.slice(0, at) + source.slice(at + first.raw.length)).trim() };
}

/**
 * The text of a tenant page in a language: its own file, else the tenant's default locale's (with
 * that `lang`, to mark the content), else none. The storefront and the build's prerender pick alike.
 *
 * @example
 * pageSource({ ru: '# Доставка' }, 'cnr', 'ru'); // { lang: 'ru', source: '# Доставка' }
 */
export function pageSource(
  page: Readonly<Record<string, string>> | undefined,
  language: string,
  defaultLocale: string,
): { lang: string; source: string } {
  const own = page?.[language];
  if (own !== undefined) return { lang: language, source: own };
  return { lang: defaultLocale, source: page?.[defaultLocale] ?? '' };
}
