import { describe, expect, it } from 'vitest';
import { nameIndex, searchByName } from './search';

const dishes = nameIndex([{ name: 'Борщ' }, { name: 'Суп-лапша' }, { name: 'Сырный суп' }, { name: 'Щи' }]);

describe('searchByName', () => {
  it('finds names containing the query in any case, in order', () => {
    expect(searchByName(dishes, ' СУП', 60).map((d) => d.name)).toEqual(['Суп-лапша', 'Сырный суп']);
  });

  it('stops at the limit', () => {
    expect(searchByName(dishes, 'у', 1).map((d) => d.name)).toEqual(['Суп-лапша']);
  });

  it('finds nothing for an empty query or no match', () => {
    expect(searchByName(dishes, '  ', 60)).toEqual([]);
    expect(searchByName(dishes, 'пицца', 60)).toEqual([]);
  });

  it('finds dishes by their ingredients too, after the dishes named so', () => {
    const menu = nameIndex([
      { name: 'Бургер', ingredients: 'Булочка, говядина, сыр чеддер' },
      { name: 'Сырники', ingredients: 'Творог, яйцо, мука' },
      { name: 'Щи', ingredients: null },
      { name: 'Салат', ingredients: 'Огурцы, СЫР фета' },
    ]);
    expect(searchByName(menu, 'сыр', 60).map((d) => d.name)).toEqual(['Сырники', 'Бургер', 'Салат']);
    expect(searchByName(menu, 'сыр', 2).map((d) => d.name)).toEqual(['Сырники', 'Бургер']);
    expect(searchByName(menu, 'мука', 60).map((d) => d.name)).toEqual(['Сырники']);
  });
});
