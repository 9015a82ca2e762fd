// Tables of sign-in (issue 6): persons and their sign-in identities, SMS code challenges and the
// per-phone guard, refresh-token families. Persons belong to one white label, like every other
// tenant-owned row. Secrets are never stored in clear: SMS codes as HMACs, VK access tokens sealed.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const persons = pgTable(
  'persons',
  {
    id: uuid('id').primaryKey(),
    whiteLabel: text('white_label').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    patronymic: text('patronymic'),
    /** A proven address only (verified by Google/Apple): sign-in links on it. */
    email: text('email'),
    /** E.164, proven by an SMS code (or VK ID). */
    phone: text('phone'),
    avatar: text('avatar'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('persons_phone_per_tenant')
      .on(t.whiteLabel, t.phone)
      .where(sql`phone is not null`),
    index('persons_email').on(t.whiteLabel, sql`lower(${t.email})`),
  ],
);

/** One way a person signs in: PHONE (+7…), GOOGLE/APPLE (`sub`), VK (`user_id`). */
export const personIdentities = pgTable(
  'person_identities',
  {
    whiteLabel: text('white_label').notNull(),
    provider: text('provider').$type<'PHONE' | 'GOOGLE' | 'APPLE' | 'VK'>().notNull(),
    subject: text('subject').notNull(),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.whiteLabel, t.provider, t.subject] }),
    index('person_identities_person').on(t.personId),
  ],
);

/** One SMS code, bound to the request that made it: only the newest open one of a phone counts. */
export const smsChallenges = pgTable(
  'sms_challenges',
  {
    id: uuid('id').primaryKey(),
    whiteLabel: text('white_label').notNull(),
    phone: text('phone').notNull(),
    /** HMAC-SHA256 of challenge id, phone and code under a server key. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when used, superseded by a newer code, or its sending failed: it never counts again. */
    closedAt: at('closed_at'),
  },
  (t) => [index('sms_challenges_phone').on(t.phone, t.createdAt)],
);

/** Per phone (all tenants): the resend clock, failed tries of the last hour and the lock. */
export const smsPhoneGuard = pgTable('sms_phone_guard', {
  phone: text('phone').primaryKey(),
  lastSentAt: at('last_sent_at'),
  failures: integer('failures').notNull().default(0),
  failuresSince: at('failures_since'),
  lockedUntil: at('locked_until'),
});

/** A refresh-token family: one sign-in and its chain of rotations. */
export const refreshFamilies = pgTable(
  'refresh_families',
  {
    id: uuid('id').primaryKey(),
    whiteLabel: text('white_label').notNull(),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    source: text('source').$type<'PHONE' | 'GOOGLE' | 'APPLE' | 'VK'>().notNull(),
    /** The VK access token, sealed (AES-256-GCM), handed back on every refresh. */
    vkAccessToken: text('vk_access_token'),
    /** Generation of the one refresh token that is current. */
    generation: integer('generation').notNull().default(0),
    createdAt: at('created_at').notNull(),
    /** When `generation` was issued: the previous one is honoured for a short grace after it. */
    rotatedAt: at('rotated_at').notNull(),
    /** Absolute end of the family (30 days after sign-in); rotation never extends it. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('refresh_families_person').on(t.personId), index('refresh_families_expires').on(t.expiresAt)],
);

export const authSchema = { persons, personIdentities, smsChallenges, smsPhoneGuard, refreshFamilies };
