import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { smsChallenges, smsPhoneGuard } from '../db/auth-schema';
import type { SmsSender } from '../sms/sender';
import { hmac, safeEqual } from './keys';

/** The rules of SMS codes (OWASP ASVS 5.0 §6.5; spec §4, §9). */
export interface PhoneCodePolicy {
  /** Digits of a code. */
  codeLength: number;
  /** A code expires this long after it was sent. */
  codeTtlMs: number;
  /** One code per phone per this long (spec §9: 90 s). */
  resendMs: number;
  /** Wrong tries a code survives; the next try kills it, even with the right code. */
  triesPerCode: number;
  /** Wrong tries of a phone (over all its codes) within `failureWindowMs` that lock it. */
  failuresBeforeLock: number;
  failureWindowMs: number;
  /** How long a locked phone can neither ask for codes nor use them (spec §8: an hour). */
  lockMs: number;
}

export const PHONE_CODE_POLICY: PhoneCodePolicy = {
  codeLength: 6,
  codeTtlMs: 5 * 60_000,
  resendMs: 90_000,
  triesPerCode: 5,
  failuresBeforeLock: 10,
  failureWindowMs: 60 * 60_000,
  lockMs: 60 * 60_000,
};

/** What the phone-code calls need. */
export interface PhoneCodeContext {
  db: Db;
  /** HMAC key of stored codes. */
  otpKey: Buffer;
  sender: SmsSender;
  policy: PhoneCodePolicy;
  onSendFailure?: (phone: string, reason: string) => void;
}

export type CodeRequestResult =
  | { ok: true; resendAfterSeconds: number }
  | { ok: false; reason: 'locked' | 'too-early'; retryAfterSeconds: number }
  | { ok: false; reason: 'send-failed' };

export type CodeCheckResult =
  | { ok: true; whiteLabel: string }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid'; triesLeft: number }
  | { ok: false; reason: 'exhausted' };

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** The code's HMAC: bound to its challenge (request) and phone, keyed by a server secret. */
const codeHash = (key: Buffer, challengeId: string, phone: string, code: string) => hmac(key, challengeId, phone, code);

/** Seconds a phone stays locked, or null. */
export async function phoneLockedFor(db: Db, phone: string, now: number): Promise<number | null> {
  const [guard] = await db
    .select({ lockedUntil: smsPhoneGuard.lockedUntil })
    .from(smsPhoneGuard)
    .where(eq(smsPhoneGuard.phone, phone));
  const until = guard?.lockedUntil?.getTime();
  return until && until > now ? secondsUntil(until, now) : null;
}

/** Seconds before a phone may get a new code, or null (a read: `requestCode` decides atomically). */
export async function resendWaitFor(
  db: Db,
  phone: string,
  now: number,
  policy: PhoneCodePolicy,
): Promise<number | null> {
  const [guard] = await db
    .select({ lastSentAt: smsPhoneGuard.lastSentAt })
    .from(smsPhoneGuard)
    .where(eq(smsPhoneGuard.phone, phone));
  const last = guard?.lastSentAt?.getTime();
  return last !== undefined && last + policy.resendMs > now ? secondsUntil(last + policy.resendMs, now) : null;
}

/**
 * Sends a new code to a phone. The 90 s rule is claimed with one conditional upsert, so API
 * processes sharing the database cannot both send. The new code closes every older one of the
 * phone; only its HMAC is stored. When the sender fails, the code is closed and the phone may
 * ask again at once.
 *
 * @example
 * const result = await requestCode(context, { phone: '+79990000000', whiteLabel: 'demo', text: (code) => `Код: ${code}`, now });
 */
export async function requestCode(
  context: PhoneCodeContext,
  input: { phone: string; whiteLabel: string; text: (code: string) => string; now: number },
): Promise<CodeRequestResult> {
  const { db, policy } = context;
  const { phone, now } = input;
  const locked = await phoneLockedFor(db, phone, now);
  if (locked) return { ok: false, reason: 'locked', retryAfterSeconds: locked };

  const claimed = await db
    .insert(smsPhoneGuard)
    .values({ phone, lastSentAt: new Date(now) })
    .onConflictDoUpdate({
      target: smsPhoneGuard.phone,
      set: { lastSentAt: new Date(now) },
      setWhere: or(isNull(smsPhoneGuard.lastSentAt), lte(smsPhoneGuard.lastSentAt, new Date(now - policy.resendMs))),
    })
    .returning({ phone: smsPhoneGuard.phone });
  if (!claimed.length) {
    return { ok: false, reason: 'too-early', retryAfterSeconds: (await resendWaitFor(db, phone, now, policy)) ?? 1 };
  }

  await db
    .update(smsChallenges)
    .set({ closedAt: new Date(now) })
    .where(and(eq(smsChallenges.phone, phone), isNull(smsChallenges.closedAt)));
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** policy.codeLength)).padStart(policy.codeLength, '0');
  await db.insert(smsChallenges).values({
    id,
    whiteLabel: input.whiteLabel,
    phone,
    codeHash: codeHash(context.otpKey, id, phone, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + policy.codeTtlMs),
  });

  const sent = await context.sender.send({ phone, text: input.text(code), whiteLabel: input.whiteLabel });
  if (!sent.ok) {
    context.onSendFailure?.(phone, sent.reason);
    await db
      .update(smsChallenges)
      .set({ closedAt: new Date(now) })
      .where(eq(smsChallenges.id, id));
    await db.update(smsPhoneGuard).set({ lastSentAt: null }).where(eq(smsPhoneGuard.phone, phone));
    return { ok: false, reason: 'send-failed' };
  }
  return { ok: true, resendAfterSeconds: Math.ceil(policy.resendMs / 1000) };
}

/**
 * Checks a code against the newest open code of the phone (of the white label, when given). Each
 * try is counted before the comparison, in one conditional update, so a code survives at most
 * `triesPerCode` wrong tries however many arrive at once; a right code after that is refused. A
 * right code is closed in the same way (single use). Every failed try (wrong code, dead code, no
 * code) also counts against the phone, which is locked for an hour past `failuresBeforeLock`.
 *
 * @example
 * const result = await checkCode(context, { phone: '+79990000000', code: '123456', now });
 */
export async function checkCode(
  context: PhoneCodeContext,
  input: { phone: string; code: string; whiteLabel?: string | undefined; now: number },
): Promise<CodeCheckResult> {
  const { db, policy } = context;
  const { phone, now } = input;
  const locked = await phoneLockedFor(db, phone, now);
  if (locked) return { ok: false, reason: 'locked', retryAfterSeconds: locked };

  const [challenge] = await db
    .select()
    .from(smsChallenges)
    .where(
      and(
        eq(smsChallenges.phone, phone),
        isNull(smsChallenges.closedAt),
        gt(smsChallenges.expiresAt, new Date(now)),
        input.whiteLabel ? eq(smsChallenges.whiteLabel, input.whiteLabel) : undefined,
      ),
    )
    .orderBy(desc(smsChallenges.createdAt))
    .limit(1);
  // Tries without a live code count too: guessing on after a code died still locks the phone.
  if (!challenge) return failure(context, phone, now, { ok: false, reason: 'not-found' });

  const [counted] = await db
    .update(smsChallenges)
    .set({ attempts: sql`${smsChallenges.attempts} + 1` })
    .where(
      and(
        eq(smsChallenges.id, challenge.id),
        isNull(smsChallenges.closedAt),
        lt(smsChallenges.attempts, policy.triesPerCode),
      ),
    )
    .returning({ attempts: smsChallenges.attempts });
  if (!counted) return failure(context, phone, now, { ok: false, reason: 'exhausted' });

  const right =
    /^\d+$/.test(input.code) &&
    safeEqual(codeHash(context.otpKey, challenge.id, phone, input.code), challenge.codeHash);
  if (right) {
    const closed = await db
      .update(smsChallenges)
      .set({ closedAt: new Date(now) })
      .where(and(eq(smsChallenges.id, challenge.id), isNull(smsChallenges.closedAt)))
      .returning({ id: smsChallenges.id });
    if (!closed.length) return { ok: false, reason: 'not-found' };
    await db.update(smsPhoneGuard).set({ failures: 0, failuresSince: null }).where(eq(smsPhoneGuard.phone, phone));
    return { ok: true, whiteLabel: challenge.whiteLabel };
  }
  const triesLeft = policy.triesPerCode - counted.attempts;
  if (triesLeft <= 0) {
    await db
      .update(smsChallenges)
      .set({ closedAt: new Date(now) })
      .where(eq(smsChallenges.id, challenge.id));
    return failure(context, phone, now, { ok: false, reason: 'exhausted' });
  }
  return failure(context, phone, now, { ok: false, reason: 'invalid', triesLeft });
}

/** Counts a wrong try against the phone; past the limit the phone is locked and that is the answer. */
async function failure(
  context: PhoneCodeContext,
  phone: string,
  now: number,
  answer: CodeCheckResult,
): Promise<CodeCheckResult> {
  const { policy } = context;
  const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const at = ts(now);
  const lockUntil = ts(now + policy.lockMs);
  const fresh = sql`(g.failures_since is null or g.failures_since <= ${ts(now - policy.failureWindowMs)})`;
  const result = (await context.db.execute(sql`
    insert into sms_phone_guard as g (phone, failures, failures_since, locked_until)
    values (${phone}, 1, ${at}, ${policy.failuresBeforeLock <= 1 ? lockUntil : sql`null`})
    on conflict (phone) do update set
      failures = case when ${fresh} then 1 else g.failures + 1 end,
      failures_since = case when ${fresh} then ${at} else g.failures_since end,
      locked_until = case
        when (case when ${fresh} then 1 else g.failures + 1 end) >= ${policy.failuresBeforeLock} then ${lockUntil}
        else g.locked_until end
    returning (extract(epoch from locked_until) * 1000)::float8 as locked_until_ms
  `)) as unknown as { rows: Array<{ locked_until_ms: number | string | null }> };
  const lockedUntil = Number(result.rows[0]?.locked_until_ms ?? 0);
  if (lockedUntil > now) {
    await context.db
      .update(smsChallenges)
      .set({ closedAt: new Date(now) })
      .where(and(eq(smsChallenges.phone, phone), isNull(smsChallenges.closedAt)));
    return { ok: false, reason: 'locked', retryAfterSeconds: secondsUntil(lockedUntil, now) };
  }
  return answer;
}
