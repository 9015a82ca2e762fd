import { describe, expect, it } from 'vitest';
import { lineKey } from './line-key';

describe('lineKey', () => {
  it('tells apart lines of one dish with different modifiers and ignores modifier order', () => {
    const a = lineKey({
      id: 7,
      menuId: 1,
      modifiers: [
        { id: 2, groupId: 1, count: 1, price: 0 },
        { id: 3, groupId: 1, count: 1, price: 0 },
      ],
    });
    const b = lineKey({
      id: 7,
      menuId: 1,
      modifiers: [
        { id: 3, groupId: 1, count: 1, price: 0 },
        { id: 2, groupId: 1, count: 1, price: 0 },
      ],
    });
    const c = lineKey({ id: 7, menuId: 1, modifiers: [] });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});
