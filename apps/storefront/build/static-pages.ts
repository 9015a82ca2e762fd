// The static pages' content for the build's prerender (issue 29 with issue 31): the same renderer
// and the same choice of file as the app's StaticPage (`@tarelka/domain/markdown`), so the HTML the
// server sends before any script is the HTML the app draws.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageSource, renderMarkdown, splitMarkdownTitle } from '@tarelka/domain/markdown';

/** A static page as prerendered: its title, its body's HTML and the language it is written in. */
export interface StaticPageHtml {
  title: string;
  /** `renderMarkdown`'s HTML: the tenant's own HTML escaped, links made safe. */
  html: string;
  /** The language of the text: the page's own, or the tenant's default locale it fell back to. */
  lang: string;
}

/** The tenant's page files (`pages/<slug>.<locale>.md`) by slug and locale, as `virtual:tenant-pages` reads them. */
export function readTenantPages(tenantDir: string): Record<string, Record<string, string>> {
  const dir = join(tenantDir, 'pages');
  const pages: Record<string, Record<string, string>> = {};
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    const match = /^([a-z0-9-]+)\.(ru|en|cnr)\.md$/.exec(file);
    if (match) (pages[match[1]!] ??= {})[match[2]!] = readFileSync(join(dir, file), 'utf8');
  }
  return pages;
}

/**
 * A static page in a language as the app shows it: its configured title (else its first heading,
 * else `fallbackTitle`) and its body rendered by `renderMarkdown`.
 *
 * @example
 * staticPageHtml(pages, 'terms-of-sale', 'en', { defaultLocale: 'ru', fallbackTitle: 'Terms of sale' });
 */
export function staticPageHtml(
  pages: Readonly<Record<string, Readonly<Record<string, string>>>>,
  slug: string,
  language: string,
  options: { defaultLocale: string; configuredTitle?: string; fallbackTitle: string; origin?: string },
): StaticPageHtml {
  const { lang, source } = pageSource(pages[slug], language, options.defaultLocale);
  const { title, body } = splitMarkdownTitle(source, options.configuredTitle, options.fallbackTitle);
  return { title, html: body.trim() ? renderMarkdown(body, { origin: options.origin }) : '', lang };
}
