/**
 * The large-menu fixture of the performance tests: a copy of `tenants/demo` whose first resto
 * («Тарелка на Тверской», the resto of the Тверская delivery zone) has one menu of 3,000 positions
 * in 40 groups. Generated at test time, deterministic, never checked in.
 *
 *   node --import tsx e2e/perf/large-menu.ts <tenants-dir>   # writes <tenants-dir>/demo/
 *
 * The result passes `@tarelka/tenant`'s checker (the storefront build runs it and stops on a problem).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LARGE_MENU = {
  restoId: 1,
  menuId: 1,
  groups: 40,
  perGroup: 75,
  /** The last position of the last group: what the search test looks for. */
  lastName: 'Клюквенный морс «Финал»',
  lastQuery: 'финал',
} as const;

const DEMO = fileURLToPath(new URL('../../../../tenants/demo/', import.meta.url));

const GROUPS = [
  'Завтраки',
  'Салаты',
  'Супы',
  'Горячее',
  'Паста',
  'Пицца',
  'Роллы',
  'Суши',
  'Вок',
  'Бургеры',
  'Гриль',
  'Рыба',
  'Птица',
  'Стейки',
  'Гарниры',
  'Закуски',
  'Соусы',
  'Выпечка',
  'Пироги',
  'Блины',
  'Пельмени',
  'Вареники',
  'Каши',
  'Боулы',
  'Сэндвичи',
  'Шаурма',
  'Хачапури',
  'Десерты',
  'Торты',
  'Мороженое',
  'Детское меню',
  'Постное',
  'Веган',
  'Фитнес',
  'Ланч-боксы',
  'Сеты',
  'Чай',
  'Кофе',
  'Лимонады',
  'Морсы',
];
const ADJECTIVES = [
  'Домашний',
  'Фирменный',
  'Классический',
  'Острый',
  'Сливочный',
  'Пряный',
  'Летний',
  'Осенний',
  'Тёплый',
  'Хрустящий',
  'Нежный',
  'Сырный',
  'Грибной',
  'Копчёный',
  'Овощной',
  'Итальянский',
];
const EXTRAS = ['', ' с зеленью', ' по-деревенски', ' с пармезаном и рукколой', ' с трюфельным маслом', ' XL'];
const UNITS = ['g', 'pc', 'ml', 'cm'] as const;

type Json = Record<string, unknown>;
const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, 'catalog', file), 'utf8')) as Json[];
const write = (dir: string, file: string, data: unknown) =>
  writeFileSync(join(dir, 'catalog', file), `${JSON.stringify(data, null, 2)}\n`);

/** Writes `<tenantsDir>/demo` (the large-menu copy of the demo tenant); returns its folder. */
export function writeLargeMenuTenant(tenantsDir: string): string {
  const dir = join(tenantsDir, 'demo');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(tenantsDir, { recursive: true });
  cpSync(DEMO, dir, { recursive: true });
  const emoji = readdirSync(join(dir, 'assets', 'emoji')).filter((f) => f.endsWith('.webp'));
  const { restoId, menuId } = LARGE_MENU;

  // One menu for the resto: its other menus go, with their groups, positions and time slots.
  const menus = read(dir, 'menus.json');
  const dropped = new Set(menus.filter((m) => m.restoId === restoId && m.id !== menuId).map((m) => m.id));
  const gone = (menu: unknown) => menu === menuId || dropped.has(menu);
  write(
    dir,
    'menus.json',
    menus.filter((m) => !dropped.has(m.id)),
  );
  const oldPositions = read(dir, 'positions.json');
  const removed = new Set(oldPositions.filter((p) => gone(p.menuId)).map((p) => p.id));

  const groups = GROUPS.slice(0, LARGE_MENU.groups).map((name, g) => ({
    id: 101 + g,
    menuId,
    name: { ru: name, en: `Group ${g + 1}` },
    order: (g + 1) * 10,
    photos: [],
  }));
  const positions = groups.flatMap((group, g) =>
    Array.from({ length: LARGE_MENU.perGroup }, (_, k) => {
      const n = g * LARGE_MENU.perGroup + k;
      const last = g === groups.length - 1 && k === LARGE_MENU.perGroup - 1;
      const base = `${ADJECTIVES[n % ADJECTIVES.length]} ${group.name.ru.toLocaleLowerCase('ru')} №${k + 1}`;
      const name = last ? LARGE_MENU.lastName : `${base}${EXTRAS[n % EXTRAS.length]}`;
      const file = emoji[n % emoji.length] ?? emoji[0];
      return {
        id: 100_001 + n,
        menuId,
        groupId: group.id,
        name: { ru: name, en: `Dish ${n + 1}` },
        description: { ru: `Позиция ${k + 1} группы «${group.name.ru}»`, en: `Dish ${k + 1} of group ${g + 1}` },
        price: 19_000 + ((n * 7_919) % 120) * 500,
        measure: { value: 100 + (n % 9) * 50, unit: UNITS[n % UNITS.length] },
        photos: file ? [{ src: `emoji/${file}`, width: 256, height: 256, alt: { ru: name } }] : [],
        tags: n % 11 === 0 ? ['HIT'] : n % 13 === 0 ? ['SPICY'] : [],
        // Every fifth dish has the resto's size choice: «add» opens its detail, as in the demo.
        modifierGroupIds: n % 5 === 4 ? [101] : [],
        // Two dishes in three have gluten, every fourth milk, every seventh is vegetarian: the
        // filters have something to hide on every screen (issue 28).
        allergens: [...(n % 3 === 0 ? [] : ['gluten']), ...(n % 4 === 0 ? ['milk'] : [])],
        diets: n % 7 === 0 ? ['vegetarian'] : [],
        order: k + 1,
      };
    }),
  );
  write(dir, 'groups.json', [...groups, ...read(dir, 'groups.json').filter((g) => !gone(g.menuId))]);
  write(dir, 'positions.json', [...positions, ...oldPositions.filter((p) => !gone(p.menuId))]);

  // References to what went: time slots lose those positions, promotions point at the new ones.
  const slots = read(dir, 'time-slots.json')
    .map((s) => ({ ...s, positionIds: (s.positionIds as number[]).filter((id) => !removed.has(id)) }))
    .filter((s) => s.positionIds.length > 0);
  write(dir, 'time-slots.json', slots);
  const promotions = read(dir, 'promotions.json').map((p) => {
    const rule = p.rule as { type: string; positionId?: number; groupId?: number } | undefined;
    if (rule?.type === 'NTH_ITEM' && removed.has(rule.positionId))
      return { ...p, rule: { ...rule, positionId: 100_001 } };
    if (rule?.type === 'PERCENT_OFF_GROUP' && !groups.some((g) => g.id === rule.groupId) && p.restoId === restoId)
      return { ...p, rule: { ...rule, groupId: 102 } };
    return p;
  });
  write(dir, 'promotions.json', promotions);
  return dir;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: large-menu.ts <tenants-dir>');
    process.exit(2);
  }
  const dir = writeLargeMenuTenant(out);
  console.log(`large-menu tenant written to ${dir}${existsSync(join(dir, 'tenant.json')) ? '' : ' (no tenant.json!)'}`);
}
