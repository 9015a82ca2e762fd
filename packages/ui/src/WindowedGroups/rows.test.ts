import { describe, expect, it } from 'vitest';
import { menuRows } from './rows';

describe('menuRows', () => {
  it('puts a title row before each section and cuts its items into rows of `columns`', () => {
    const { rows, spans } = menuRows(
      [
        { key: 'a', items: [1, 2, 3, 4, 5] },
        { key: 'b', items: [6] },
      ],
      2,
    );
    expect(rows.map((r) => (r.kind === 'title' ? `title ${r.key}` : r.items.join(',')))).toEqual([
      'title a:title',
      '1,2',
      '3,4',
      '5',
      'title b:title',
      '6',
    ]);
    expect(rows.filter((r) => r.kind === 'cards' && r.last).map((r) => r.key)).toEqual(['a:2:2', 'b:2:0']);
    expect(spans).toEqual([
      { first: 0, last: 3 },
      { first: 4, last: 5 },
    ]);
  });

  it('keeps the title of an empty section and treats fewer than one column as one', () => {
    const { rows, spans } = menuRows(
      [
        { key: 'a', items: [] as number[] },
        { key: 'b', items: [1, 2] },
      ],
      0,
    );
    expect(rows.map((r) => r.key)).toEqual(['a:title', 'b:title', 'b:1:0', 'b:1:1']);
    expect(spans).toEqual([
      { first: 0, last: 0 },
      { first: 1, last: 3 },
    ]);
  });

  it('keys card rows by the column count, so a size measured at another width is not reused', () => {
    const keys = (columns: number) =>
      menuRows([{ key: 's', items: [1, 2, 3, 4, 5, 6] }], columns).rows.map((r) => r.key);
    expect(keys(3)).toEqual(['s:title', 's:3:0', 's:3:1']);
    expect(keys(2)).toEqual(['s:title', 's:2:0', 's:2:1', 's:2:2']);
  });
});
