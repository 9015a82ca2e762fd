/**
 * Where the contract's shapes and `@tarelka/domain`'s differ, the store adapts here, in one place:
 * the contract's person id is a string and its token source optional, while the domain's
 * `PersonProfile.id` is a number and `TokenSet.source` required. The rules themselves are the domain's.
 */
import type { Person, TokenSet } from '@tarelka/api-client';
import { decideTokenRefresh, isAuthorized, type TokenDecision } from '@tarelka/domain';

/** Authorized means a profile together with both tokens (spec §4), via the domain. */
export function isPersonAuthorized(profile: Person | null, tokens: TokenSet | null): boolean {
  return isAuthorized({ profile: profile ? { id: 0 } : null, tokens });
}

/** The startup token decision (spec §4), via the domain; a missing source counts as PHONE. */
export function decideStartupTokens(tokens: TokenSet | null, now: number): TokenDecision {
  return decideTokenRefresh(tokens ? { ...tokens, source: tokens.source ?? 'PHONE' } : null, now);
}
