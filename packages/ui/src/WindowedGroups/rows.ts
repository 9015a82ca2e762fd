/** One row of a windowed menu: a group's title, or up to `columns` of its cards. */
export type MenuRow<T> =
  | { kind: 'title'; key: string; section: number }
  | { kind: 'cards'; key: string; section: number; items: T[]; last: boolean };

/** Where a group's rows are in the row list (its title row first). */
export interface SectionSpan {
  first: number;
  last: number;
}

/**
 * Cuts sections into rows for windowing: a title row per section, then its items `columns` at a
 * time. A section without items keeps its title row, like the full render. Card rows are keyed by
 * the column count too, so sizes measured at another width are never reused.
 *
 * @example
 * menuRows([{ key: 'g1', items: [1, 2, 3] }], 2).rows.length; // 3: the title, [1, 2], [3]
 */
export function menuRows<T>(
  sections: ReadonlyArray<{ key: string; items: readonly T[] }>,
  columns: number,
): { rows: MenuRow<T>[]; spans: SectionSpan[] } {
  const perRow = Math.max(1, Math.floor(columns));
  const rows: MenuRow<T>[] = [];
  const spans: SectionSpan[] = [];
  sections.forEach((section, index) => {
    const first = rows.length;
    rows.push({ kind: 'title', key: `${section.key}:title`, section: index });
    for (let from = 0; from < section.items.length; from += perRow) {
      rows.push({
        kind: 'cards',
        key: `${section.key}:${perRow}:${from / perRow}`,
        section: index,
        items: section.items.slice(from, from + perRow),
        last: from + perRow >= section.items.length,
      });
    }
    spans.push({ first, last: rows.length - 1 });
  });
  return { rows, spans };
}
