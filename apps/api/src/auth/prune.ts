import { and, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshFamilies, smsChallenges, smsPhoneGuard } from '../db/auth-schema';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Deletes sign-in rows nobody can use any more: codes a day past their expiry, phone guards with
 * nothing to remember (no recent code, failure or lock), and refresh families a day past their
 * end. Returns how many rows went.
 *
 * @example
 * setInterval(() => void pruneAuthRows(db, Date.now()), 60 * 60 * 1000);
 */
export async function pruneAuthRows(db: Db, now: number): Promise<number> {
  const dayAgo = new Date(now - DAY);
  const codes = await db
    .delete(smsChallenges)
    .where(lt(smsChallenges.expiresAt, dayAgo))
    .returning({ id: smsChallenges.id });
  const guards = await db
    .delete(smsPhoneGuard)
    .where(
      and(
        or(isNull(smsPhoneGuard.lastSentAt), lt(smsPhoneGuard.lastSentAt, dayAgo)),
        or(isNull(smsPhoneGuard.failuresSince), lt(smsPhoneGuard.failuresSince, dayAgo)),
        or(isNull(smsPhoneGuard.lockedUntil), lt(smsPhoneGuard.lockedUntil, dayAgo)),
      ),
    )
    .returning({ phone: smsPhoneGuard.phone });
  const families = await db
    .delete(refreshFamilies)
    .where(lt(refreshFamilies.expiresAt, dayAgo))
    .returning({ id: refreshFamilies.id });
  return codes.length + guards.length + families.length;
}
