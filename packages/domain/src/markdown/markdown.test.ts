import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, splitTitle } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and tables', () => {
    const source = '# Доставка\n\nВозим\nбыстро.\n\n- Москва\n- Тверь\n\n| Зона | Цена |\n|---|---|\n| Центр | 0 |';
    expect(parseMarkdown(source)).toEqual([
      { kind: 'heading', level: 1, text: 'Доставка' },
      { kind: 'paragraph', text: 'Возим быстро.' },
      { kind: 'list', items: ['Москва', 'Тверь'] },
      { kind: 'table', head: ['Зона', 'Цена'], rows: [['Центр', '0']] },
    ]);
  });

  it('keeps HTML as paragraph text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('ends a list at the next paragraph line and reads Windows line ends', () => {
    expect(parseMarkdown('- один\r\nтекст\r\n#### Оплата')).toEqual([
      { kind: 'list', items: ['один'] },
      { kind: 'paragraph', text: 'текст' },
      { kind: 'heading', level: 4, text: 'Оплата' },
    ]);
  });
});

describe('parseInline', () => {
  it('splits out safe links and marks web links external', () => {
    expect(parseInline('Звоните: [телефон](tel:+74950000000), сайт [тут](https://example.com).')).toEqual([
      'Звоните: ',
      { label: 'телефон', href: 'tel:+74950000000', external: false },
      ', сайт ',
      { label: 'тут', href: 'https://example.com', external: true },
      '.',
    ]);
  });

  it('leaves script and protocol-relative URLs as text', () => {
    expect(parseInline('[злая](javascript:alert(1)) [чужая](//evil.example)').join('')).toBe(
      '[злая](javascript:alert(1)) [чужая](//evil.example)',
    );
  });
});

describe('splitTitle', () => {
  const blocks = parseMarkdown('# Оплата\n\nКартой.');

  it('takes the first heading as the title and drops it from the body', () => {
    expect(splitTitle(blocks, undefined, 'Страница')).toEqual({
      title: 'Оплата',
      body: [{ kind: 'paragraph', text: 'Картой.' }],
    });
  });

  it('prefers the configured title and keeps a different heading in the body', () => {
    expect(splitTitle(blocks, 'Как оплатить', 'Страница').body).toHaveLength(2);
  });

  it('falls back when the text has no heading', () => {
    expect(splitTitle([], undefined, 'Страница')).toEqual({ title: 'Страница', body: [] });
  });
});
