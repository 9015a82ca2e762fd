import { createMemoryStorage } from '@tarelka/store';
import { describe, expect, it } from 'vitest';
import { attemptKey, clearAttempt } from './idempotency';

describe('attemptKey', () => {
  it('reuses the key for a retry of the same order and makes a new one when the order changes', () => {
    const storage = createMemoryStorage();
    let n = 0;
    const make = () => `key-${++n}`;
    const first = attemptKey(storage, '{"cart":1}', make);
    expect(attemptKey(storage, '{"cart":1}', make)).toBe(first);
    const changed = attemptKey(storage, '{"cart":2}', make);
    expect(changed).not.toBe(first);
    clearAttempt(storage);
    expect(attemptKey(storage, '{"cart":2}', make)).not.toBe(changed);
  });
});
