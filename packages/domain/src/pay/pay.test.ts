import { describe, expect, it } from 'vitest';
import {
  defaultDeliveryType,
  getCityOffer,
  offeredDeliveryType,
  sortPickupPoints,
  type RestoForLocation,
} from './city-offer';
import { groupIdOf, isMenuAvailableFor, withOtherGroup } from './menu-groups';
import { availablePayTypes, defaultPayType, isDeliveryTypeOffered, payTypeAfterSave } from './pay';
import type { MenuFlags } from './types';

const menu = (flags: Partial<MenuFlags>): MenuFlags => ({
  isDelivery: false,
  isOnline: false,
  isTable: false,
  isTakeAway: false,
  ...flags,
});
const resto = (overrides: Partial<RestoForLocation> = {}): RestoForLocation => ({
  id: 1,
  order: 1,
  address: 'ул. Тверская, 1',
  payConfig: { delivery: { cardOnline: 'shop-1', cashUponReceipt: true }, takeAway: { cardUponReceipt: true } },
  menus: [menu({ isDelivery: true, isTakeAway: true })],
  ...overrides,
});

describe('pay types', () => {
  it('offers a pay type only when the pay config allows it', () => {
    const config = {
      delivery: { cardOnline: 'shop-1', cardUponReceipt: false, cashUponReceipt: true },
      takeAway: { cardOnline: '' },
    };
    expect(availablePayTypes(config, 'DELIVERY')).toEqual(['CARD_ONLINE', 'CASH_UPON_RECEIPT']);
    expect(availablePayTypes(config, 'TAKE_AWAY')).toEqual([]);
    expect(availablePayTypes(null, 'DELIVERY')).toEqual([]);
    expect(isDeliveryTypeOffered(config, 'TAKE_AWAY')).toBe(false);
  });

  it('defaults to online card if available, otherwise the first', () => {
    expect(defaultPayType(['CASH_UPON_RECEIPT', 'CARD_ONLINE'])).toBe('CARD_ONLINE');
    expect(defaultPayType(['CARD_UPON_RECEIPT', 'CASH_UPON_RECEIPT'])).toBe('CARD_UPON_RECEIPT');
    expect(defaultPayType([])).toBeNull();
  });

  it('keeps the pay type on save when still valid, else takes the first available or null', () => {
    expect(payTypeAfterSave('CASH_UPON_RECEIPT', ['CARD_ONLINE', 'CASH_UPON_RECEIPT'])).toBe('CASH_UPON_RECEIPT');
    expect(payTypeAfterSave('CARD_ONLINE', ['CARD_UPON_RECEIPT', 'CASH_UPON_RECEIPT'])).toBe('CARD_UPON_RECEIPT');
    expect(payTypeAfterSave(null, ['CASH_UPON_RECEIPT'])).toBe('CASH_UPON_RECEIPT');
    expect(payTypeAfterSave('CARD_ONLINE', [])).toBeNull();
  });
});

describe('menus and delivery types', () => {
  it('reads menu availability from its flags', () => {
    const m = menu({ isOnline: true, isTable: true });
    expect(isMenuAvailableFor(m, 'ONLINE')).toBe(true);
    expect(isMenuAvailableFor(m, 'TABLE')).toBe(true);
    expect(isMenuAvailableFor(m, 'DELIVERY')).toBe(false);
    expect(isMenuAvailableFor(m, 'TAKE_AWAY')).toBe(false);
  });

  it('chooses the default delivery type by the spec rule', () => {
    expect(defaultDeliveryType({ hasDeliveryMenus: true, hasZones: true, hasTakeAway: true })).toBe('DELIVERY');
    expect(defaultDeliveryType({ hasDeliveryMenus: true, hasZones: false, hasTakeAway: true })).toBe('TAKE_AWAY');
    expect(defaultDeliveryType({ hasDeliveryMenus: false, hasZones: true, hasTakeAway: true })).toBe('TAKE_AWAY');
    expect(defaultDeliveryType({ hasDeliveryMenus: false, hasZones: false, hasTakeAway: false })).toBe('DELIVERY');
  });

  it('sorts pickup points by order, then address', () => {
    const sorted = sortPickupPoints([
      resto({ id: 1, order: 2, address: 'Арбат, 1' }),
      resto({ id: 2, order: 1, address: 'Тверская, 5' }),
      resto({ id: 3, order: 1, address: 'Мясницкая, 2' }),
    ]);
    expect(sorted.map((r) => r.id)).toEqual([3, 2, 1]);
  });
});

describe('getCityOffer', () => {
  it('offers both types with zones, delivery menus and take-away', () => {
    const offer = getCityOffer({ restos: [resto({ id: 2, order: 2 }), resto({ id: 1 })], zoneCount: 3 });
    expect(offer).toMatchObject({
      ok: true,
      deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
      defaultDeliveryType: 'DELIVERY',
    });
    expect(offer.ok && offer.pickupPoints.map((r) => r.id)).toEqual([1, 2]);
  });

  it('offers only delivery when there is no take-away (no toggle)', () => {
    const offer = getCityOffer({
      restos: [resto({ payConfig: { delivery: { cashUponReceipt: true } } })],
      zoneCount: 1,
    });
    expect(offer).toMatchObject({
      ok: true,
      deliveryTypes: ['DELIVERY'],
      defaultDeliveryType: 'DELIVERY',
      pickupPoints: [],
    });
  });

  it('offers take-away only when delivery menus have no zones', () => {
    expect(getCityOffer({ restos: [resto()], zoneCount: 0 })).toMatchObject({
      ok: true,
      deliveryTypes: ['TAKE_AWAY'],
      defaultDeliveryType: 'TAKE_AWAY',
    });
  });

  it('names the unavailable states', () => {
    expect(getCityOffer({ restos: [], zoneCount: 0 })).toEqual({
      ok: false,
      reason: 'NO_RESTOS',
      message: 'Нет привязанных заведений',
    });
    expect(getCityOffer({ restos: [resto({ menus: [menu({ isTable: true })] })], zoneCount: 1 })).toEqual({
      ok: false,
      reason: 'NO_MENUS',
      message: 'В заведениях выбранного города нет меню',
    });
    expect(getCityOffer({ restos: [resto({ menus: [menu({ isDelivery: true })] })], zoneCount: 0 })).toEqual({
      ok: false,
      reason: 'NO_ZONES',
      message: 'Нет зон доставки',
    });
  });
});

describe('offeredDeliveryType', () => {
  const both = getCityOffer({ restos: [resto()], zoneCount: 1 });
  const takeAwayOnly = getCityOffer({ restos: [resto()], zoneCount: 0 });

  it('keeps the chosen type when the city offers it', () => {
    expect(offeredDeliveryType('TAKE_AWAY', both)).toBe('TAKE_AWAY');
  });

  it("falls back to the city's default for no choice or one the city does not offer", () => {
    expect(offeredDeliveryType(null, both)).toBe('DELIVERY');
    expect(offeredDeliveryType('DELIVERY', takeAwayOnly)).toBe('TAKE_AWAY');
  });

  it('has none while the offer is unknown or the city is unavailable', () => {
    expect(offeredDeliveryType('DELIVERY', null)).toBeNull();
    expect(offeredDeliveryType('DELIVERY', getCityOffer({ restos: [], zoneCount: 1 }))).toBeNull();
  });
});

describe("the synthetic group 'Прочее'", () => {
  const groups = [
    { id: 5, menuId: 1, name: 'Супы', order: 2, photos: [] },
    { id: 4, menuId: 1, name: 'Салаты', order: 1, photos: [] },
    { id: 9, menuId: 2, name: 'Другое меню', order: 1, photos: [] },
  ];

  it('is added with id 0 and order 999999 when a position has no group', () => {
    const list = withOtherGroup(
      groups,
      [
        { menuId: 1, groupId: 4 },
        { menuId: 1, groupId: null },
      ],
      1,
    );
    expect(list.map((g) => g.id)).toEqual([4, 5, 0]);
    expect(list.at(-1)).toEqual({ id: 0, menuId: 1, name: 'Прочее', order: 999999, photos: [] });
  });

  it('is not added when every position has a group of this menu', () => {
    expect(
      withOtherGroup(
        groups,
        [
          { menuId: 1, groupId: 5 },
          { menuId: 2, groupId: null },
        ],
        1,
      ).map((g) => g.id),
    ).toEqual([4, 5]);
  });

  it('takes positions whose group is missing', () => {
    expect(groupIdOf({ groupId: 77 }, new Set([4, 5]))).toBe(0);
    expect(groupIdOf({ groupId: 4 }, new Set([4, 5]))).toBe(4);
    expect(withOtherGroup(groups, [{ menuId: 1, groupId: 77 }], 1).map((g) => g.id)).toEqual([4, 5, 0]);
  });
});
