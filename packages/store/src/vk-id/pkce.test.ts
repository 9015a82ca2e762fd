import { describe, expect, it } from 'vitest';
import { codeChallenge, randomToken } from './pkce';

describe('PKCE', () => {
  it('derives the RFC 7636 example challenge from its verifier', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes verifiers and states of the asked length from the URL-safe alphabet', () => {
    const token = randomToken(64);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(randomToken(64)).not.toBe(token);
  });
});
