import { describe, expect, it } from 'vitest';
import { planReorder, reorderRefusal, type ReorderInput, type ReorderOrderLine } from './reorder';

const borscht: ReorderOrderLine = { id: 7, name: 'Борщ', count: 2, price: 39000, modifiers: [] };
const pizza: ReorderOrderLine = {
  id: 9,
  name: 'Пицца',
  count: 1,
  price: 65000,
  modifiers: [
    { id: 91, name: 'Сыр', count: 1, price: 5000 },
    { id: 92, name: 'Халапеньо', count: 2, price: 5000 },
  ],
};
const delivery: ReorderOrderLine = {
  id: 0,
  name: 'Доставка',
  count: 1,
  price: 19900,
  modifiers: [],
  specials: ['DELIVERY_PRICE'],
};
const today: ReorderInput['today'] = {
  restoId: 1,
  restoName: 'На Тверской',
  positions: [
    { id: 7, menuId: 1, name: 'Борщ', price: 39000, modifierGroupIds: [] },
    { id: 9, menuId: 1, name: 'Пицца', price: 50000, modifierGroupIds: [5] },
  ],
  modifierGroups: [{ id: 5, options: [{ id: 91, name: 'Сыр', price: 5000 }] }],
};

describe('planReorder', () => {
  it('rebuilds the cart lines of an order whose menu did not change, with nothing to tell', () => {
    const plan = planReorder({ order: { restoId: 1, positions: [borscht, delivery] }, today });
    expect(plan.problems).toEqual([]);
    expect(plan.lines).toEqual([
      { id: 7, menuId: 1, name: 'Борщ', price: 39000, count: 2, hasModifiers: false, modifiers: [] },
    ]);
    expect(plan.sources).toEqual([0]);
  });

  it('names a position no longer sold and leaves it out', () => {
    const plan = planReorder({
      order: { restoId: 1, positions: [{ ...borscht, id: 8, name: 'Поке' }, borscht] },
      today,
    });
    expect(plan.problems).toEqual([{ kind: 'unavailable', name: 'Поке' }]);
    expect(plan.lines.map((line) => line.id)).toEqual([7]);
    expect(plan.sources).toEqual([1]);
  });

  it('drops options gone from the menu and names them; the price compares the options kept', () => {
    const plan = planReorder({ order: { restoId: 1, positions: [pizza] }, today });
    expect(plan.problems).toEqual([{ kind: 'modifiers', name: 'Пицца', modifiers: ['Халапеньо'] }]);
    expect(plan.lines[0]?.modifiers).toEqual([{ id: 91, groupId: 5, count: 1, price: 5000 }]);
  });

  it('names a changed price with both unit prices, the server’s price first', () => {
    const order = { restoId: 1, positions: [borscht] };
    expect(planReorder({ order, today, prices: new Map([[0, 42000]]) }).problems).toEqual([
      { kind: 'price', name: 'Борщ', was: 39000, now: 42000 },
    ]);
    const cheaper = { ...today, positions: [{ ...today.positions[0]!, price: 35000 }] };
    expect(planReorder({ order, today: cheaper }).problems).toEqual([
      { kind: 'price', name: 'Борщ', was: 39000, now: 35000 },
    ]);
  });

  it('names another resto for today’s address and finds the positions there by name', () => {
    const elsewhere = { ...today, restoId: 2, restoName: 'На Арбате' };
    elsewhere.positions = [{ id: 207, menuId: 2, name: 'борщ ', price: 39000, modifierGroupIds: [] }];
    const plan = planReorder({ order: { restoId: 1, positions: [borscht] }, today: elsewhere });
    expect(plan.problems).toEqual([{ kind: 'resto', name: 'На Арбате' }]);
    expect(plan.lines[0]).toMatchObject({ id: 207, menuId: 2, count: 2 });
  });

  it('leaves out the lines the server refused, naming why', () => {
    const refused = new Map([
      [0, 'position' as const],
      [1, 'modifiers' as const],
    ]);
    const plan = planReorder({ order: { restoId: 1, positions: [borscht, pizza] }, today, refused });
    expect(plan.lines).toEqual([]);
    expect(plan.problems).toEqual([
      { kind: 'unavailable', name: 'Борщ' },
      { kind: 'choose', name: 'Пицца' },
    ]);
  });
});

describe('reorderRefusal', () => {
  it('maps the refused request line back to the order’s line', () => {
    expect(reorderRefusal('/positions/1/id', [0, 2])).toEqual({ index: 2, refusal: 'position' });
    expect(reorderRefusal('/positions/0/modifiers', [3])).toEqual({ index: 3, refusal: 'modifiers' });
    expect(reorderRefusal('/promoCode', [0])).toBeNull();
    expect(reorderRefusal(undefined, [0])).toBeNull();
  });
});
