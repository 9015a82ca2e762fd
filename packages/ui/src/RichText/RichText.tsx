import { parseInline, type MarkdownBlock } from '@tarelka/domain';
import { createElement, Fragment, type ReactNode } from 'react';
import { Article, Table } from './RichText.styles';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** The text's blocks (`parseMarkdown` of `@tarelka/domain`), without the page's title. */
  blocks: readonly MarkdownBlock[];
  /** Shown when there are no blocks (e.g. «Информация появится позже»). */
  emptyText: string;
}

/** Inline text with its safe links; `http(s)` links open in a new tab. */
function Inline({ text }: { text: string }) {
  return parseInline(text).map((part, i) =>
    typeof part === 'string' ? (
      <Fragment key={i}>{part}</Fragment>
    ) : (
      <a key={i} href={part.href} {...(part.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {part.label}
      </a>
    ),
  );
}

/**
 * A tenant's text page under its h1: headings, paragraphs, lists and tables, never raw HTML.
 * Headings go down one level at a time under the page's h1, whatever levels the text uses: its top
 * level is h2 (a text that starts at ### included).
 *
 * @example
 * <RichText blocks={parseMarkdown(source)} emptyText="Информация появится позже" />
 */
export function RichText({ blocks, emptyText }: RichTextProps): ReactNode {
  const levels = blocks.flatMap((block) => (block.kind === 'heading' ? [block.level] : []));
  const top = levels.length ? Math.min(...levels) : 2;
  const tag = (level: number) => (['h2', 'h3', 'h4'] as const)[Math.min(2, level - top)] ?? 'h2';
  return (
    <Article>
      {blocks.length === 0 && <p>{emptyText}</p>}
      {blocks.map((block, i) =>
        block.kind === 'heading' ? (
          createElement(tag(block.level), { key: i }, <Inline text={block.text} />)
        ) : block.kind === 'table' ? (
          <Table key={i}>
            <thead>
              <tr>
                {block.head.map((cell, j) => (
                  <th key={j} scope="col">
                    <Inline text={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, j) => (
                    <td key={j}>
                      <Inline text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        ) : block.kind === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Inline text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Inline text={block.text} />
          </p>
        ),
      )}
    </Article>
  );
}
