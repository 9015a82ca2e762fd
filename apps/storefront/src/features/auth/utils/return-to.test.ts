import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps paths of this site and refuses other sites and the sign-in page itself', () => {
    expect(safeReturnTo('/checkout')).toBe('/checkout');
    expect(safeReturnTo('/menus/1?x=2')).toBe('/menus/1?x=2');
    expect(safeReturnTo('//evil.example/')).toBeNull();
    expect(safeReturnTo('/\\evil.example')).toBeNull();
    expect(safeReturnTo('https://evil.example')).toBeNull();
    expect(safeReturnTo('/auth?from=checkout')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });
});
