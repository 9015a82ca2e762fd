import type {
  CatalogGroup,
  CatalogMenu,
  CatalogModifierGroup,
  CatalogOpeningHours,
  CatalogPosition,
  CatalogTimeSlot,
  LatLng,
  LocalizedText,
} from '../../src/catalog/types';
import type { DishRow, GroupSpec, ModifierKey } from './dishes';
import { dishFacts, optionFacts } from './nutrition';
import { alongStreet, point, text, type AssetWriter, type Random } from './tools';

type Option = [ru: string, en: string, rubles: number, maxCount?: number];
interface ModifierSpec {
  ru: string;
  en: string;
  min: number;
  max: number;
  options: Option[];
}

/** Modifier groups in the spec's shape: min ≥ 1 is required, max caps the total count. */
export const MODIFIERS: Record<ModifierKey, ModifierSpec> = {
  pizzaSize: {
    ru: 'Размер',
    en: 'Size',
    min: 1,
    max: 1,
    options: [
      ['25 см', '25 cm', 0],
      ['30 см', '30 cm', 150],
      ['35 см', '35 cm', 300],
    ],
  },
  pizzaDough: {
    ru: 'Тесто',
    en: 'Crust',
    min: 1,
    max: 1,
    options: [
      ['Традиционное', 'Traditional', 0],
      ['Тонкое', 'Thin', 0],
      ['С сырным бортом', 'Cheese-stuffed crust', 120],
    ],
  },
  pizzaExtras: {
    ru: 'Добавки',
    en: 'Extra toppings',
    min: 0,
    max: 5,
    options: [
      ['Моцарелла', 'Mozzarella', 90, 2],
      ['Пепперони', 'Pepperoni', 110, 2],
      ['Бекон', 'Bacon', 110, 1],
      ['Шампиньоны', 'Mushrooms', 70, 1],
      ['Халапеньо', 'Jalapeño', 60, 1],
      ['Оливки', 'Olives', 60, 1],
    ],
  },
  burgerDoneness: {
    ru: 'Прожарка',
    en: 'Doneness',
    min: 1,
    max: 1,
    options: [
      ['Medium', 'Medium', 0],
      ['Medium well', 'Medium well', 0],
      ['Well done', 'Well done', 0],
    ],
  },
  burgerExtras: {
    ru: 'Добавить в бургер',
    en: 'Add to your burger',
    min: 0,
    max: 4,
    options: [
      ['Чеддер', 'Cheddar', 60, 2],
      ['Бекон', 'Bacon', 90, 2],
      ['Говяжья котлета', 'Beef patty', 190, 1],
      ['Яйцо', 'Egg', 50, 1],
      ['Халапеньо', 'Jalapeño', 40, 1],
    ],
  },
  rollExtras: {
    ru: 'К роллам',
    en: 'With your rolls',
    min: 0,
    max: 5,
    options: [
      ['Соевый соус', 'Soy sauce', 30, 3],
      ['Имбирь', 'Pickled ginger', 30, 2],
      ['Васаби', 'Wasabi', 30, 2],
      ['Спайси соус', 'Spicy mayo', 40, 2],
      ['Соус унаги', 'Unagi sauce', 40, 2],
    ],
  },
  coffeeMilk: {
    ru: 'Молоко',
    en: 'Milk',
    min: 1,
    max: 1,
    options: [
      ['Коровье', 'Dairy', 0],
      ['Овсяное', 'Oat', 60],
      ['Кокосовое', 'Coconut', 70],
      ['Безлактозное', 'Lactose-free', 50],
    ],
  },
  coffeeExtras: {
    ru: 'Сироп и добавки',
    en: 'Syrups & extras',
    min: 0,
    max: 3,
    options: [
      ['Ванильный сироп', 'Vanilla syrup', 50, 1],
      ['Карамельный сироп', 'Caramel syrup', 50, 1],
      ['Дополнительный эспрессо', 'Extra shot', 70, 2],
    ],
  },
  side: {
    ru: 'Гарнир',
    en: 'Side',
    min: 1,
    max: 1,
    options: [
      ['Картофельное пюре', 'Mashed potato', 0],
      ['Рис басмати', 'Basmati rice', 0],
      ['Овощи гриль', 'Grilled vegetables', 90],
      ['Картофель по-деревенски', 'Potato wedges', 50],
    ],
  },
  pelmeniServing: {
    ru: 'Подача',
    en: 'Serving',
    min: 1,
    max: 1,
    options: [
      ['Со сметаной', 'With sour cream', 0],
      ['Со сливочным маслом', 'With butter', 0],
      ['В бульоне', 'In broth', 80],
    ],
  },
};

const rub = (rubles: number): number => Math.round(rubles * 100);

/** Modifier groups of one resto: ids restoId·100 + n, option ids groupId·100 + n. */
export function buildModifiers(restoId: number, keys: ModifierKey[]) {
  const ids = new Map<ModifierKey, number>();
  const groups: CatalogModifierGroup[] = keys.map((key, index) => {
    const spec = MODIFIERS[key];
    const id = restoId * 100 + index + 1;
    ids.set(key, id);
    return {
      id,
      restoId,
      name: text(spec.ru, spec.en),
      min: spec.min,
      max: spec.max,
      options: spec.options.map(([ru, en, rubles, maxCount], optionIndex) => ({
        id: id * 100 + optionIndex + 1,
        name: text(ru, en),
        price: rub(rubles),
        ...(maxCount === undefined ? {} : { maxCount }),
        ...optionFacts(key, ru),
      })),
    };
  });
  return { groups, ids };
}

export interface MenuInput {
  menu: CatalogMenu;
  groups: GroupSpec[];
  ungrouped?: DishRow[];
  modifierIds: Map<ModifierKey, number>;
  /** Dishes left out of this resto's menu (by ru name). */
  skip?: (dish: DishRow, group: GroupSpec | null) => boolean;
  random: Random;
  assets: AssetWriter;
}

/** Groups ids menuId·100 + n, positions menuId·1000 + n. */
export function buildMenu(input: MenuInput) {
  const { menu, modifierIds, random, assets } = input;
  const groups: CatalogGroup[] = [];
  const positions: CatalogPosition[] = [];
  const byGroupKey = new Map<string, CatalogPosition[]>();
  let next = 1;
  const addDish = (dish: DishRow, group: GroupSpec | null, groupId: number | null, order: number) => {
    const [ru, en, dRu, dEn, rubles, value, unit, emoji, tags = [], mods = []] = dish;
    const facts = dishFacts(ru, tags);
    const weight = facts.weight !== undefined && (unit === 'pc' || unit === 'cm') ? { weight: facts.weight } : {};
    const position: CatalogPosition = {
      id: menu.id * 1000 + next,
      menuId: menu.id,
      groupId,
      name: text(ru, en),
      description: text(dRu, dEn),
      price: rub(rubles),
      measure: { value, unit, ...weight },
      photos: [assets.emoji(emoji, text(ru, en))],
      tags: [...tags],
      modifierGroupIds: mods.map((key) => {
        const id = modifierIds.get(key);
        if (id === undefined) throw new Error(`menu ${menu.id}: modifier group ${key} is not defined for the resto`);
        return id;
      }),
      ...facts.fields,
      order,
    };
    next += 1;
    // The draws that once sampled per-portion nutrition for ¾ of these dishes: kept, so the seeded
    // data generated after the menus (zones, addresses) stays the same.
    if (group?.density && unit === 'g' && random.chance(0.75)) random.between(0.92, 1.08);
    positions.push(position);
    return position;
  };
  input.groups.forEach((spec, index) => {
    const groupId = menu.id * 100 + index + 1;
    groups.push({
      id: groupId,
      menuId: menu.id,
      name: text(spec.ru, spec.en, spec.cnr),
      order: (index + 1) * 10,
      photos: [assets.emoji(spec.emoji, text(spec.ru, spec.en))],
      ...(spec.adult ? { adult: true } : {}),
    });
    const list: CatalogPosition[] = [];
    spec.dishes.forEach((dish, dishIndex) => {
      if (input.skip?.(dish, spec)) return;
      list.push(addDish(dish, spec, groupId, (dishIndex + 1) * 10));
    });
    byGroupKey.set(spec.key, list);
  });
  (input.ungrouped ?? []).forEach((dish, index) => {
    if (!input.skip?.(dish, null)) addDish(dish, null, null, (index + 1) * 10);
  });
  return { groups, positions, byGroupKey };
}

/** Every day of the week with the same hours; `overrides` replace single days. */
export function weekHours(
  open: string,
  close: string,
  overrides: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Omit<CatalogOpeningHours, 'dayOfWeek'>>> = {},
): CatalogOpeningHours[] {
  return ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => ({
    dayOfWeek,
    active: true,
    open,
    close,
    ...overrides[dayOfWeek],
  }));
}

/** A time slot: the positions are on sale only on the given days within [startAt, endAt]. */
export function timeSlot(
  positionIds: number[],
  startAt: string,
  endAt: string,
  days: Array<1 | 2 | 3 | 4 | 5 | 6 | 7> = [1, 2, 3, 4, 5, 6, 7],
): CatalogTimeSlot {
  return {
    positionIds,
    details: ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) =>
      days.includes(dayOfWeek)
        ? { dayOfWeek, startAt, endAt, isActive: true }
        : { dayOfWeek, startAt: '00:00', endAt: '00:00', isActive: false },
    ),
  };
}

export interface StreetSpec {
  ru: string;
  en: string;
  from: LatLng;
  to: LatLng;
  /** House numbers in order along the street; null = a point on the street without a number. */
  houses: Array<string | null>;
}

/** Gazetteer entries: house numbers spread along each street's line. */
export function buildGazetteer(
  cityId: number,
  firstId: number,
  region: LocalizedText,
  streets: StreetSpec[],
  random: Random,
) {
  let id = firstId;
  return streets.flatMap((street) => {
    const points = alongStreet(street.from, street.to, street.houses.length, random);
    return street.houses.map((houseNumber, index) => ({
      id: id++,
      cityId,
      street: text(street.ru, street.en),
      houseNumber,
      location: points[index]!,
      region,
    }));
  });
}

/** A rough outline ring around a city centre, for the offline map. */
export function cityOutline(center: LatLng, latRadius: number, lngRadius: number, random: Random): LatLng[] {
  const ring = Array.from({ length: 28 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 28;
    const wobble = random.between(0.94, 1.04);
    return point(center.lat + latRadius * wobble * Math.sin(angle), center.lng + lngRadius * wobble * Math.cos(angle));
  });
  return [...ring, ring[0]!];
}
