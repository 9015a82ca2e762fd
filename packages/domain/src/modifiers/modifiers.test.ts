import { describe, expect, it } from 'vitest';
import { chosenModifiers, modifierErrors, modifiersTotal, toggleModifier } from './modifiers';
import type { ModifierGroupRule } from './modifiers';

const size: ModifierGroupRule = {
  id: 1,
  min: 1,
  max: 1,
  options: [
    { id: 10, price: 0 },
    { id: 11, price: 20000 },
  ],
};
const extras: ModifierGroupRule = {
  id: 2,
  min: 0,
  max: 2,
  options: [
    { id: 20, price: 9000 },
    { id: 21, price: 5000 },
    { id: 22, price: 9900 },
  ],
};
const sauces: ModifierGroupRule = {
  id: 3,
  min: 2,
  max: 3,
  options: [
    { id: 30, price: 0 },
    { id: 31, price: 0 },
    { id: 32, price: 0 },
  ],
};

describe('modifierErrors', () => {
  it('names every group below its minimum with that minimum', () => {
    expect(modifierErrors([size, extras, sauces], {})).toEqual({ 1: 1, 3: 2 });
  });

  it('is empty once every minimum is met', () => {
    expect(modifierErrors([size, extras, sauces], { 1: [11], 3: [30, 31] })).toEqual({});
  });

  it('still counts a group with fewer than its minimum chosen', () => {
    expect(modifierErrors([sauces], { 3: [30] })).toEqual({ 3: 2 });
  });

  it('works with string ids', () => {
    expect(
      modifierErrors([{ id: 'size', min: 1, max: 1, options: [{ id: 'small', price: 0 }] }], { size: [] }),
    ).toEqual({ size: 1 });
  });
});

describe('toggleModifier', () => {
  it('swaps the option of a single-choice group', () => {
    expect(toggleModifier(size, { 1: [10] }, 11, true)).toEqual({ 1: [11] });
  });

  it('drops the earliest choice of a group at its maximum', () => {
    expect(toggleModifier(extras, { 2: [20, 21] }, 22, true)).toEqual({ 2: [21, 22] });
  });

  it('removes an option turned off and keeps the other groups', () => {
    expect(toggleModifier(extras, { 1: [10], 2: [20, 21] }, 20, false)).toEqual({ 1: [10], 2: [21] });
  });

  it('does not add an option twice', () => {
    expect(toggleModifier(extras, { 2: [20] }, 20, true)).toEqual({ 2: [20] });
  });

  it('ignores an option the group does not have', () => {
    const choice = { 2: [20] };
    expect(toggleModifier(extras, choice, 99, true)).toBe(choice);
  });
});

describe('chosenModifiers and modifiersTotal', () => {
  it('lists the chosen options in catalog order with their prices', () => {
    expect(chosenModifiers([size, extras], { 2: [21, 20], 1: [11] })).toEqual([
      { groupId: 1, id: 11, price: 20000 },
      { groupId: 2, id: 20, price: 9000 },
      { groupId: 2, id: 21, price: 5000 },
    ]);
  });

  it('adds up one of each chosen option', () => {
    expect(modifiersTotal([size, extras], { 1: [11], 2: [20, 21] })).toBe(34000);
  });

  it('is 0 with nothing chosen and leaves unknown ids out', () => {
    expect(modifiersTotal([size, extras], {})).toBe(0);
    expect(modifiersTotal([size], { 1: [99] })).toBe(0);
  });
});
