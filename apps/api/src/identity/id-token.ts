import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** Google or Apple. */
export type IdTokenProvider = 'GOOGLE' | 'APPLE';

/** What an id token proves about its holder. */
export interface VerifiedIdentity {
  provider: IdTokenProvider;
  /** The provider's stable user id (`sub`). */
  subject: string;
  /** Set only when the provider says the address is verified. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
}

/** Why an id token was refused. */
export type IdTokenRefusal =
  'expired' | 'signature' | 'audience' | 'issuer' | 'nonce' | 'malformed' | 'keys-unavailable';

export type IdTokenResult =
  { ok: true; identity: VerifiedIdentity } | { ok: false; reason: IdTokenRefusal; detail: string };

/** Where a provider publishes its keys and what it writes in `iss`. */
export interface IdTokenProviderConfig {
  jwksUrl: string;
  issuers: string[];
}

/** The public defaults (spec INTEGRATIONS §2, §3); tests replace `jwksUrl` with a loopback server. */
export const ID_TOKEN_PROVIDERS: Record<IdTokenProvider, IdTokenProviderConfig> = {
  GOOGLE: {
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
  },
  APPLE: { jwksUrl: 'https://appleid.apple.com/auth/keys', issuers: ['https://appleid.apple.com'] },
};

/** Verifies Google and Apple id tokens. */
export interface IdTokenVerifier {
  verify(
    provider: IdTokenProvider,
    token: string,
    expected: { audience: string; nonce?: string | undefined; now: number },
  ): Promise<IdTokenResult>;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Verifies id tokens with `jose` against each provider's JWKS (fetched once and cached by jose,
 * refetched on an unknown `kid`): RS256 signature, `iss`, `aud` = the tenant's client id, `exp`
 * (at `now`), and `nonce` when one is expected. Google e-mails count only with `email_verified`;
 * Apple's `email_verified` may be the string "true".
 *
 * @example
 * const verifier = createIdTokenVerifier();
 * const result = await verifier.verify('GOOGLE', token, { audience: clientId, now: Date.now() });
 */
export function createIdTokenVerifier(
  config: Partial<Record<IdTokenProvider, Partial<IdTokenProviderConfig>>> = {},
): IdTokenVerifier {
  const providers = {
    GOOGLE: { ...ID_TOKEN_PROVIDERS.GOOGLE, ...config.GOOGLE },
    APPLE: { ...ID_TOKEN_PROVIDERS.APPLE, ...config.APPLE },
  };
  const keySets = new Map<IdTokenProvider, JWTVerifyGetKey>();
  const keysOf = (provider: IdTokenProvider) => {
    let keys = keySets.get(provider);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(providers[provider].jwksUrl), {
        timeoutDuration: 5000,
        cooldownDuration: 30_000,
      });
      keySets.set(provider, keys);
    }
    return keys;
  };

  return {
    async verify(provider, token, expected) {
      const { issuers } = providers[provider];
      let payload;
      try {
        ({ payload } = await jwtVerify(token, keysOf(provider), {
          algorithms: ['RS256'],
          issuer: issuers,
          audience: expected.audience,
          currentDate: new Date(expected.now),
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 5,
        }));
      } catch (error) {
        return refusal(error);
      }
      if (expected.nonce !== undefined && payload.nonce !== expected.nonce) {
        return { ok: false, reason: 'nonce', detail: 'the nonce does not match' };
      }
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      const email = verified ? (str(payload.email)?.toLowerCase() ?? null) : null;
      return {
        ok: true,
        identity: {
          provider,
          subject: payload.sub!,
          email,
          firstName: str(payload.given_name),
          lastName: str(payload.family_name),
          avatar: str(payload.picture),
        },
      };
    },
  };
}

function refusal(error: unknown): IdTokenResult {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', detail };
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return { ok: false, reason: 'audience', detail };
    if (error.claim === 'iss') return { ok: false, reason: 'issuer', detail };
    return { ok: false, reason: 'malformed', detail };
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return { ok: false, reason: 'signature', detail };
  }
  if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
    return { ok: false, reason: 'keys-unavailable', detail };
  }
  return { ok: false, reason: 'malformed', detail };
}
