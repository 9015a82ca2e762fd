import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkTenant } from './index';

// tenant:check's nutrition rules on a copy of the sever tenant, each named by file and JSON path.
const tenantsDir = fileURLToPath(new URL('../../../../tenants/', import.meta.url));

let work: string;
let dir: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'tarelka-nutrition-'));
  dir = join(work, 'acme');
  await cp(join(tenantsDir, 'sever'), dir, { recursive: true });
  await edit('tenant.json', (config) => ({ ...config, id: 'acme' }));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

// The tests break files on purpose, so the JSON is deliberately untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function edit(file: string, change: (value: any) => unknown): Promise<void> {
  const path = join(dir, file);
  await writeFile(path, JSON.stringify(change(JSON.parse(await readFile(path, 'utf8')))));
}

/** Replaces fields of the third position, «Пельмени с сёмгой». */
const editPosition = (fields: Record<string, unknown>) =>
  edit('catalog/positions.json', (positions: Array<Record<string, unknown>>) =>
    positions.map((position, index) => (index === 2 ? { ...position, ...fields } : position)),
  );

const per100 = (kcal: number, proteins: number, fats: number, carbohydrates: number) => ({
  nutrition: { per100: { kcal, proteins, fats, carbohydrates } },
});

describe('tenant:check nutrition rules', () => {
  const positionsFile = () => join(dir, 'catalog/positions.json');

  it('accepts a tenant without any nutrition, allergens, diets or ingredients', async () => {
    await edit('catalog/positions.json', (positions: Array<Record<string, unknown>>) =>
      positions.map(({ nutrition: _n, allergens: _a, diets: _d, ingredients: _i, ...position }) => position),
    );
    await edit('catalog/modifiers.json', (groups: Array<{ options: Array<Record<string, unknown>> }>) =>
      groups.map((group) => ({
        ...group,
        options: group.options.map(({ nutrition: _n, allergens: _a, ...option }) => option),
      })),
    );
    expect(await checkTenant(dir)).toEqual([]);
  });

  it('reports an unknown allergen with the allowed ids', async () => {
    await editPosition({ allergens: ['milk', 'gluten-free'] });
    expect(await checkTenant(dir)).toEqual([
      {
        file: positionsFile(),
        path: '$[2].allergens[1]',
        message: expect.stringMatching(/^must be one of "gluten", "crustaceans", .*"molluscs"$/),
        hint: expect.stringContaining('ТР ТС 022/2011'),
      },
    ]);
  });

  it('reports an unknown diet', async () => {
    await editPosition({ diets: ['vegetarian', 'keto'] });
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({
        file: positionsFile(),
        path: '$[2].diets[1]',
        message: 'must be one of "vegetarian", "vegan", "spicy", "gluten-free", "lactose-free", "halal"',
      }),
    ]);
  });

  it('reports negative values', async () => {
    await editPosition({ nutrition: { per100: { kcal: 120, proteins: 5, fats: -1, carbohydrates: 20 } } });
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({ file: positionsFile(), path: '$[2].nutrition.per100.fats', message: 'must be >= 0' }),
    ]);
  });

  it('reports a negative value in what a modifier adds', async () => {
    await edit('catalog/modifiers.json', (groups) => [
      {
        ...groups[0],
        options: [
          { ...groups[0].options[0], nutrition: { kcal: -40, proteins: 0, fats: 0, carbohydrates: 0 } },
          ...groups[0].options.slice(1),
        ],
      },
      ...groups.slice(1),
    ]);
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({
        file: join(dir, 'catalog/modifiers.json'),
        path: '$[0].options[0].nutrition.kcal',
        message: 'must be >= 0',
      }),
    ]);
  });

  it('reports proteins + fats + carbohydrates above 100 g per 100 g (a per-portion figure)', async () => {
    await editPosition(per100(1020, 45, 48, 60));
    expect(await checkTenant(dir)).toEqual([
      {
        file: positionsFile(),
        path: '$[2].nutrition.per100',
        message: 'proteins + fats + carbohydrates make 153 g, more than 100 g per 100 g',
        hint: expect.stringContaining('per 100 g (or ml), not per portion'),
      },
    ]);
  });

  it.each([
    ['above', 300, 10, 5, 20],
    ['below', 100, 10, 5, 20],
  ])('reports kcal more than 20 %% %s 4·P + 9·F + 4·C', async (_, kcal, proteins, fats, carbohydrates) => {
    // 4·10 + 9·5 + 4·20 = 165 kcal
    await editPosition(per100(kcal, proteins, fats, carbohydrates));
    expect(await checkTenant(dir)).toEqual([
      {
        file: positionsFile(),
        path: '$[2].nutrition.per100.kcal',
        message: `is ${kcal}, but the macronutrients give 165 kcal (4·P + 9·F + 4·C): more than 20 % apart`,
        hint: expect.any(String),
      },
    ]);
  });

  it('accepts kcal within 20 %, and counts alcohol at 7 kcal/g', async () => {
    await edit('catalog/positions.json', (positions) => [
      ...positions.slice(0, 2),
      { ...positions[2], ...per100(195, 10, 5, 20) },
      {
        ...positions[3],
        nutrition: { per100: { kcal: 43, proteins: 0.5, fats: 0, carbohydrates: 3.6, alcohol: 3.9 } },
      },
      ...positions.slice(4),
    ]);
    expect(await checkTenant(dir)).toEqual([]);
  });

  it('reports what a modifier adds when its kcal is far from its grams', async () => {
    await edit('catalog/modifiers.json', (groups) => [
      {
        ...groups[0],
        options: [
          { ...groups[0].options[0], nutrition: { kcal: 300, proteins: 4, fats: 5, carbohydrates: 0 } },
          ...groups[0].options.slice(1),
        ],
      },
      ...groups.slice(1),
    ]);
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({
        file: join(dir, 'catalog/modifiers.json'),
        path: '$[0].options[0].nutrition.kcal',
        message: 'is 300, but the macronutrients give 61 kcal (4·P + 9·F + 4·C): more than 20 % apart',
      }),
    ]);
  });

  it('reports a vegan dish with milk or eggs', async () => {
    await editPosition({ allergens: ['gluten', 'eggs', 'milk'], diets: ['spicy', 'vegan'] });
    expect(await checkTenant(dir)).toEqual([
      {
        file: positionsFile(),
        path: '$[2].diets[1]',
        message: '"vegan" contradicts the allergens "milk", "eggs"',
        hint: 'drop "vegan" or check the allergens',
      },
    ]);
  });

  it('reports a vegetarian dish with fish, crustaceans or molluscs, and a gluten-free one with gluten', async () => {
    await editPosition({ allergens: ['gluten', 'fish', 'molluscs'], diets: ['vegetarian', 'gluten-free'] });
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({
        file: positionsFile(),
        path: '$[2].diets[0]',
        message: '"vegetarian" contradicts the allergens "fish", "molluscs"',
      }),
      expect.objectContaining({
        file: positionsFile(),
        path: '$[2].diets[1]',
        message: '"gluten-free" contradicts the allergens "gluten"',
      }),
    ]);
  });

  it('reports a localised ingredients text without ru', async () => {
    await editPosition({ ingredients: { en: 'Beef, pork' } });
    expect(await checkTenant(dir)).toEqual([
      expect.objectContaining({ file: positionsFile(), path: '$[2].ingredients.ru', message: 'is required' }),
    ]);
  });
});
