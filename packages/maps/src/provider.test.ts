import { describe, expect, it } from 'vitest';
import { shouldAutocomplete } from './index';

describe('shouldAutocomplete', () => {
  it('waits for three characters', () => {
    expect(shouldAutocomplete('Тв')).toBe(false);
    expect(shouldAutocomplete('  Тв ')).toBe(false);
    expect(shouldAutocomplete('Тве')).toBe(true);
  });
});
