/** One block of a tenant's Markdown page. */
export type MarkdownBlock =
  /** `level`: the number of `#` (1–4). */
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] };

/** A piece of inline text: plain text, or a `[text](url)` link whose URL is safe to follow. */
export type MarkdownInline = string | { label: string; href: string; external: boolean };

/**
 * Parses the small Markdown subset tenant pages use: `#`…`####` headings, `-` lists, `|` tables and
 * paragraphs. Everything else is text: tenant HTML is never interpreted (issue 13).
 *
 * @example
 * parseMarkdown('# Оплата\n\nНаличными или картой.'); // [{ kind: 'heading', … }, { kind: 'paragraph', … }]
 */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  let table: string[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    if (table) {
      const [head = [], ...rows] = table;
      blocks.push({ kind: 'table', head, rows });
    }
    paragraph = [];
    list = null;
    table = null;
  };
  const cells = (line: string) =>
    line
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((cell) => cell.trim());
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (line.startsWith('|')) {
      if (!table) flush();
      // The |---|---| row only separates the head from the body.
      if (!/^\|?\s*:?-{3,}/.test(line)) table = [...(table ?? []), cells(line)];
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: (heading[1] ?? '#').length, text: heading[2] ?? '' });
    } else if (item) {
      if (paragraph.length > 0) flush();
      list = [...(list ?? []), item[1] ?? ''];
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const SAFE_URL = /^(https?:\/\/|\/(?!\/)|mailto:|tel:)/i;

/**
 * Splits inline text at its `[text](url)` links. A link to an unsafe URL (`javascript:`, `data:`, …)
 * stays plain text; `http(s)` links are `external` (they open in a new tab).
 *
 * @example
 * parseInline('[Позвонить](tel:+7495)'); // ['', { label: 'Позвонить', href: 'tel:+7495', external: false }, '']
 */
export function parseInline(text: string): MarkdownInline[] {
  const parts: MarkdownInline[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    const at = match.index;
    parts.push(text.slice(last, at));
    parts.push(SAFE_URL.test(href) ? { label, href, external: /^https?:/i.test(href) } : whole);
    last = at + whole.length;
  }
  parts.push(text.slice(last));
  return parts;
}

/**
 * A page's title and body: the configured title, else the text's first heading, else `fallback`.
 * A first heading equal to the title is not repeated in the body.
 *
 * @example
 * splitTitle(parseMarkdown('# Оплата\n\nКартой.'), undefined, 'Страница'); // { title: 'Оплата', body: [paragraph] }
 */
export function splitTitle(
  blocks: readonly MarkdownBlock[],
  configured: string | undefined,
  fallback: string,
): { title: string; body: MarkdownBlock[] } {
  const first = blocks[0];
  const heading = first?.kind === 'heading' ? first.text : undefined;
  const title = configured ?? heading ?? fallback;
  return { title, body: heading !== undefined && heading === title ? blocks.slice(1) : [...blocks] };
}
