import { describe, expect, it } from 'vitest';
import { CART_LIMITS, checkCartSize } from './limits';

describe('checkCartSize', () => {
  it('accepts a cart at the limits', () => {
    expect(checkCartSize({ lines: CART_LIMITS.maxLines, sum: CART_LIMITS.maxSum })).toEqual({ ok: true });
    expect(checkCartSize({ lines: 0, sum: 0 })).toEqual({ ok: true });
  });

  it('refuses a cart whose sum passes the cap, such as 200 lines × 999 of a 450 ₽ dish', () => {
    expect(checkCartSize({ lines: 200, sum: 200 * 999 * 45_000 })).toEqual({
      ok: false,
      reason: 'SUM_TOO_LARGE',
      limit: CART_LIMITS.maxSum,
    });
    expect(checkCartSize({ lines: 1, sum: CART_LIMITS.maxSum + 1 })).toMatchObject({ reason: 'SUM_TOO_LARGE' });
  });

  it('refuses too many lines before looking at the sum', () => {
    expect(checkCartSize({ lines: CART_LIMITS.maxLines + 1, sum: Number.MAX_SAFE_INTEGER })).toEqual({
      ok: false,
      reason: 'TOO_MANY_LINES',
      limit: CART_LIMITS.maxLines,
    });
  });

  it('takes a tenant’s own limits', () => {
    expect(checkCartSize({ lines: 3, sum: 10_000 }, { maxLines: 2, maxSum: 5_000 })).toMatchObject({
      reason: 'TOO_MANY_LINES',
      limit: 2,
    });
    expect(checkCartSize({ lines: 2, sum: 10_000 }, { maxLines: 2, maxSum: 5_000 })).toMatchObject({
      reason: 'SUM_TOO_LARGE',
      limit: 5_000,
    });
  });
});
