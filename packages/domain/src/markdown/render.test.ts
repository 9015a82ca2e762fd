import { describe, expect, it } from 'vitest';
import { pageSource, renderMarkdown, splitMarkdownTitle } from './render';

describe('renderMarkdown', () => {
  it('renders bold, italics, numbered and bulleted lists', () => {
    const html = renderMarkdown('1. **Предмет.** Блюда\n2. *Оплата* картой\n\n- Москва\n- Тверь');
    expect(html).toBe(
      '<ol>\n<li><strong>Предмет.</strong> Блюда</li>\n<li><em>Оплата</em> картой</li>\n</ol>\n' +
        '<ul>\n<li>Москва</li>\n<li>Тверь</li>\n</ul>\n',
    );
  });

  it('renders a table with its head', () => {
    const html = renderMarkdown('| Зона | Цена |\n|---|---|\n| Центр | 0 |');
    expect(html).toContain('<thead>\n<tr>\n<th>Зона</th>\n<th>Цена</th>\n</tr>\n</thead>');
    expect(html).toContain('<td>Центр</td>');
  });

  it('shows the tenant’s HTML as text, block and inline', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(renderMarkdown('Текст <img src=x onerror=alert(1)> и <b>жирный</b>')).toBe(
      '<p>Текст &lt;img src=x onerror=alert(1)&gt; и &lt;b&gt;жирный&lt;/b&gt;</p>\n',
    );
  });

  it('opens links to other origins in a new tab; the site’s own and tel: stay in place', () => {
    const html = renderMarkdown(
      '[Партнёр](https://partner.example/a) [Меню](https://demo.tarelka.app/menus/1) [Доставка](/dostavka) [Звонок](tel:+74951204510)',
      { origin: 'https://demo.tarelka.app' },
    );
    expect(html).toBe(
      '<p><a href="https://partner.example/a" target="_blank" rel="noopener">Партнёр</a> ' +
        '<a href="https://demo.tarelka.app/menus/1">Меню</a> <a href="/dostavka">Доставка</a> ' +
        '<a href="tel:+74951204510">Звонок</a></p>\n',
    );
  });

  it('keeps the text of a link to an unsafe URL and drops the link', () => {
    expect(renderMarkdown('[нажми](javascript:alert(1)) [data](data:text/html,x)')).toBe('<p>нажми data</p>\n');
  });

  it('draws the text’s top heading level as h2, then one level down at a time', () => {
    expect(renderMarkdown('### Оплата\n\n#### Картой')).toBe('<h2>Оплата</h2>\n<h3>Картой</h3>\n');
    expect(renderMarkdown('# Доставка\n\n## Зоны')).toBe('<h2>Доставка</h2>\n<h3>Зоны</h3>\n');
  });
});

describe('splitMarkdownTitle', () => {
  it('takes the first heading as the title and leaves it out of the body', () => {
    expect(splitMarkdownTitle('# Оплата\n\nКартой.', undefined, 'Страница')).toEqual({
      title: 'Оплата',
      body: 'Картой.',
    });
  });

  it('prefers the configured title and keeps a different first heading in the body', () => {
    expect(splitMarkdownTitle('# Как мы возим\n\nБыстро.', 'Доставка', 'Страница')).toEqual({
      title: 'Доставка',
      body: '# Как мы возим\n\nБыстро.',
    });
  });

  it('falls back to the given title without a heading', () => {
    expect(splitMarkdownTitle('', undefined, 'Страница')).toEqual({ title: 'Страница', body: '' });
  });
});

describe('pageSource', () => {
  it("takes the language's own file, else the default locale's with its lang", () => {
    const page = { ru: '# Доставка', en: '# Delivery' };
    expect(pageSource(page, 'en', 'ru')).toEqual({ lang: 'en', source: '# Delivery' });
    expect(pageSource(page, 'cnr', 'ru')).toEqual({ lang: 'ru', source: '# Доставка' });
    expect(pageSource(undefined, 'cnr', 'ru')).toEqual({ lang: 'ru', source: '' });
  });
});
