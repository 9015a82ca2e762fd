// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readTenantPages, staticPageHtml } from './static-pages';

const pages = readTenantPages(fileURLToPath(new URL('../../../tenants/demo/', import.meta.url)));

describe('static pages for the prerender', () => {
  it('renders the demo terms of sale as the app does: bold heads in a numbered list', () => {
    const page = staticPageHtml(pages, 'terms-of-sale', 'ru', { defaultLocale: 'ru', fallbackTitle: 'Условия' });
    expect(page.title).toBe('Условия продажи');
    expect(page.lang).toBe('ru');
    expect(page.html).toContain('<ol>\n<li><strong>Предмет.</strong>');
  });

  it("falls back to the default locale's file, marked with its language", () => {
    const page = staticPageHtml(pages, 'dostavka', 'cnr', { defaultLocale: 'ru', fallbackTitle: 'Dostava' });
    expect(page.lang).toBe('ru');
  });

  it('escapes the HTML a tenant wrote', () => {
    const hostile = { page: { ru: '# Страница\n\n<script>alert(1)</script>' } };
    expect(staticPageHtml(hostile, 'page', 'ru', { defaultLocale: 'ru', fallbackTitle: '' }).html).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });
});
