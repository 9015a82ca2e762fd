import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/** Caps on costly or guessable calls, per window. */
export interface RateCaps {
  /** SMS codes per phone per hour (toll-fraud guard). */
  smsPerPhoneHour: number;
  /** SMS codes per client IP per hour. */
  smsPerIpHour: number;
  /** SMS codes per tenant per day. */
  smsPerTenantDay: number;
  /** Sign-in attempts (code, Google, Apple, VK ID) per client IP per minute. */
  signInPerIpMinute: number;
  /** Token refreshes per client IP per minute. */
  refreshPerIpMinute: number;
}

export const DEFAULT_RATE_CAPS: RateCaps = {
  smsPerPhoneHour: 5,
  smsPerIpHour: 20,
  smsPerTenantDay: 5000,
  signInPerIpMinute: 30,
  refreshPerIpMinute: 60,
};

const WINDOWS: Record<keyof RateCaps, number> = {
  smsPerPhoneHour: 60 * 60_000,
  smsPerIpHour: 60 * 60_000,
  smsPerTenantDay: 24 * 60 * 60_000,
  signInPerIpMinute: 60_000,
  refreshPerIpMinute: 60_000,
};

/** A cap's verdict: allowed, or refused until `retryAfterSeconds` have passed. */
export type CapResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts one request against a cap under a key (a phone, an IP, a tenant). */
export type TakeCap = (cap: keyof RateCaps, key: string, request: FastifyRequest) => Promise<CapResult>;

/**
 * Registers @fastify/rate-limit (not global) in `app` and returns the caps as one function. The
 * counters live in memory, or in Redis when `redis` is given, so that every API process behind
 * one Redis counts against the same limits. A Redis failure throws (the caller fails closed).
 *
 * @example
 * const take = await registerRateCaps(app, { caps: DEFAULT_RATE_CAPS });
 * const verdict = await take('smsPerIpHour', request.ip, request);
 */
export async function registerRateCaps(
  app: FastifyInstance,
  options: { caps: RateCaps; redis?: Redis | null; nameSpace?: string },
): Promise<TakeCap> {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: options.nameSpace ?? 'tarelka-rl:' } : {}),
  });
  const keys = new WeakMap<FastifyRequest, string>();
  const limiters = Object.fromEntries(
    (Object.keys(WINDOWS) as Array<keyof RateCaps>).map((cap) => [
      cap,
      app.createRateLimit({
        max: options.caps[cap],
        timeWindow: WINDOWS[cap],
        keyGenerator: (request) => keys.get(request)!,
      }),
    ]),
  ) as Record<keyof RateCaps, ReturnType<FastifyInstance['createRateLimit']>>;

  return async (cap, key, request) => {
    keys.set(request, `${cap}:${key}`);
    const verdict = await limiters[cap](request);
    if (verdict.isAllowed || !verdict.isExceeded) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, verdict.ttlInSeconds) };
  };
}
