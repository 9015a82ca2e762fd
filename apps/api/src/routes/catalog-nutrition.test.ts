// Issue 28: the demo tenant's positions reach the client with nutrition per 100, allergens, diets and
// ingredients, and modifier options with what they add, in the shape @tarelka/domain computes with.
import { fileURLToPath } from 'node:url';
import type { ModifierGroup, Position } from '@tarelka/api-client/contract';
import { portionNutrition } from '@tarelka/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTenant } from '../seed/read-catalog';
import { buildTenant } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
const get = (url: string) => app.server.inject({ method: 'GET', url, headers: { 'x-white-label': 'demo' } });

beforeAll(async () => {
  const demo = readTenant(fileURLToPath(new URL('../../../../tenants', import.meta.url)), 'demo');
  app = await createTestApp({ tenants: [buildTenant('demo', demo.catalog)] });
}, 30_000);
afterAll(() => app.close());

describe('demo positions: nutrition and allergens', () => {
  it('serves a burger with per-100 values, allergens, diets and ingredients in the asked language', async () => {
    const positions = (await get('/1/p/menus/1/positions?lang=en')).json<Position[]>();
    const burger = positions.find((position) => position.name === 'Cheeseburger')!;
    expect(burger).toMatchObject({
      measure: { value: 330, unit: 'g' },
      nutrition: { per100: { kcal: 255, proteins: 13, fats: 15, carbohydrates: 17 } },
      allergens: ['gluten', 'milk', 'mustard', 'sesame'],
      diets: [],
      ingredients: expect.stringContaining('two slices of cheddar'),
    });
    // Every food position of the demo menu declares its allergens.
    expect(positions.filter((position) => !position.allergens).map((position) => position.name)).toEqual([]);
  });

  it('serves modifier options with what they add, so a cheese option adds milk to the portion', async () => {
    const [positions, modifiers] = await Promise.all([
      get('/1/p/menus/1/positions?lang=ru').then((answer) => answer.json<Position[]>()),
      get('/1/restos/1/positions/modifiers?lang=ru').then((answer) => answer.json<ModifierGroup[]>()),
    ]);
    const burger = positions.find((position) => position.name === 'Классический бургер')!;
    const cheddar = modifiers.flatMap((group) => group.options).find((option) => option.name === 'Чеддер')!;
    expect(cheddar).toMatchObject({ allergens: ['milk'], nutrition: { kcal: 81 } });
    expect(burger.allergens).not.toContain('milk');
    const portion = portionNutrition(burger, [cheddar]);
    expect(portion.allergens).toContain('milk');
    expect(portion.portion!.kcal).toBe(Math.round((burger.nutrition!.per100.kcal * 320) / 100 + 81));
  });
});
