import { describe, expect, it } from 'vitest';
import { isAdultPosition, menuSections } from './menu-groups';

describe('menuSections', () => {
  const groups = [
    { id: 5, menuId: 1, name: 'Супы', order: 2, photos: [], adult: false },
    { id: 4, menuId: 1, name: 'Вино', order: 1, photos: [], adult: true },
    { id: 6, menuId: 1, name: 'Пустая', order: 3, photos: [] },
  ];
  const position = (id: number, order: number, groupId: number | null) => ({
    id,
    order,
    menu: { id: 1 },
    positionGroup: groupId == null ? null : { id: groupId },
  });

  it('lists groups by order with their positions by order, empty groups left out', () => {
    const sections = menuSections(1, groups, [position(1, 2, 5), position(2, 1, 5), position(3, 1, 4)]);
    expect(sections.map((s) => [s.group.name, s.positions.map((p) => p.id)])).toEqual([
      ['Вино', [3]],
      ['Супы', [2, 1]],
    ]);
    expect(sections.map((s) => s.group.adult)).toEqual([true, false]);
  });

  it("puts positions without a known group last, under 'Прочее' by the given name", () => {
    const sections = menuSections(1, groups, [position(1, 1, null), position(2, 1, 77), position(3, 1, 5)], 'Other');
    expect(sections.map((s) => [s.group.name, s.group.adult, s.positions.map((p) => p.id)])).toEqual([
      ['Супы', false, [3]],
      ['Other', false, [1, 2]],
    ]);
  });
});

describe('isAdultPosition', () => {
  it('is 18+ when flagged, tagged ADULT or in an 18+ group', () => {
    expect(isAdultPosition({ adult: true, tags: [] }, false)).toBe(true);
    expect(isAdultPosition({ tags: ['ADULT'] }, false)).toBe(true);
    expect(isAdultPosition({ tags: [] }, true)).toBe(true);
    expect(isAdultPosition({ adult: null, tags: ['EXTENDED_COOKING_TIME'] }, false)).toBe(false);
  });
});
