import { Fragment, type ReactNode } from 'react';

/** One block of a static page. */
export type Block =
  /** `level`: the number of `#` (1–4); the page shows the body's top level as h2. */
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] };

/**
 * Parses the small Markdown subset tenant pages use: `#`/`##` headings, `-` lists, `|` tables,
 * paragraphs and `[text](url)` links. Everything else is text: tenant HTML is never interpreted (issue 13).
 *
 * @example
 * parseBlocks('# Оплата\n\nНаличными или картой.'); // [{ kind: 'heading', … }, { kind: 'paragraph', … }]
 */
export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
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

/** Inline text with `[text](url)` links; unsafe URLs (javascript:, data:, …) stay plain text. */
export function renderInline(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', url = ''] = match;
    const at = match.index ?? 0;
    parts.push(text.slice(last, at));
    if (SAFE_URL.test(url)) {
      const external = /^https?:/i.test(url);
      parts.push(
        <a key={at} href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {label}
        </a>,
      );
    } else parts.push(whole);
    last = at + whole.length;
  }
  parts.push(text.slice(last));
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}
