import { describe, expect, it } from 'vitest';
import { isBankDecline } from './decline';

describe('isBankDecline', () => {
  it("tells the bank's refusals from a cancel, a technical failure or no reason", () => {
    expect(isBankDecline('card-declined')).toBe(true);
    expect(isBankDecline('3d_secure_failed')).toBe(true);
    expect(isBankDecline('canceled-by-customer')).toBe(false);
    expect(isBankDecline('gateway-timeout')).toBe(false);
    expect(isBankDecline(null)).toBe(false);
  });
});
