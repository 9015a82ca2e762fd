import { createHash, randomUUID } from 'node:crypto';
import type { Person, TokenSource } from '@tarelka/api-client/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { personIdentities, persons } from '../db/auth-schema';
import { personDeliveries } from '../db/schema';

/** What a sign-in method proved about its holder. */
export interface ProvenIdentity {
  whiteLabel: string;
  provider: TokenSource;
  /** The provider's id of the holder: the phone for PHONE, `sub` for Google/Apple, `user_id` for VK. */
  subject: string;
  /** A phone the method proved (E.164): links to the person who has it. */
  phone?: string | null;
  /** An e-mail the method proved (verified by the provider): links to the person who has it. */
  email?: string | null;
  /** Profile details that fill the person's empty fields; they prove nothing. */
  profile?: { firstName?: string | null; lastName?: string | null; avatar?: string | null; email?: string | null };
}

/**
 * The person behind an identity, created on first sign-in. A new identity whose proven phone (or,
 * failing that, proven e-mail) belongs to a person of the same white label is linked to that
 * person instead of creating a second one. Empty profile fields are filled from what the method
 * brought. Safe against two sign-ins racing: the identity's primary key decides.
 *
 * @example
 * const personId = await personForIdentity(db, { whiteLabel: 'demo', provider: 'PHONE', subject: phone, phone }, Date.now());
 */
export async function personForIdentity(db: Db, identity: ProvenIdentity, now: number): Promise<string> {
  const key = and(
    eq(personIdentities.whiteLabel, identity.whiteLabel),
    eq(personIdentities.provider, identity.provider),
    eq(personIdentities.subject, identity.subject),
  );
  let [known] = await db.select({ personId: personIdentities.personId }).from(personIdentities).where(key);
  if (!known) {
    const personId = (await findByProof(db, identity)) ?? (await createPerson(db, identity, now));
    await db
      .insert(personIdentities)
      .values({
        whiteLabel: identity.whiteLabel,
        provider: identity.provider,
        subject: identity.subject,
        personId,
        createdAt: new Date(now),
      })
      .onConflictDoNothing();
    [known] = await db.select({ personId: personIdentities.personId }).from(personIdentities).where(key);
  }
  const personId = known!.personId;
  await fillProfile(db, personId, identity);
  return personId;
}

async function findByProof(db: Db, identity: ProvenIdentity): Promise<string | null> {
  if (identity.phone) {
    const [row] = await db
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.whiteLabel, identity.whiteLabel), eq(persons.phone, identity.phone)));
    if (row) return row.id;
  }
  if (identity.email) {
    const [row] = await db
      .select({ id: persons.id })
      .from(persons)
      .where(
        and(
          eq(persons.whiteLabel, identity.whiteLabel),
          sql`lower(${persons.email}) = ${identity.email.toLowerCase()}`,
        ),
      )
      .orderBy(asc(persons.createdAt))
      .limit(1);
    if (row) return row.id;
  }
  return null;
}

async function createPerson(db: Db, identity: ProvenIdentity, now: number): Promise<string> {
  const id = randomUUID();
  const inserted = await db
    .insert(persons)
    .values({
      id,
      whiteLabel: identity.whiteLabel,
      phone: identity.phone ?? null,
      email: identity.email ?? identity.profile?.email ?? null,
      firstName: identity.profile?.firstName ?? null,
      lastName: identity.profile?.lastName ?? null,
      avatar: identity.profile?.avatar ?? null,
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: persons.id });
  if (inserted[0]) return inserted[0].id;
  // Another sign-in created the person with this phone a moment ago.
  const existing = await findByProof(db, identity);
  if (!existing) throw new Error('person insert conflicted but no person has the phone');
  return existing;
}

async function fillProfile(db: Db, personId: string, identity: ProvenIdentity) {
  const profile = identity.profile ?? {};
  const email = identity.email ?? profile.email ?? null;
  await db
    .update(persons)
    .set({
      firstName: sql`coalesce(${persons.firstName}, ${profile.firstName ?? null})`,
      lastName: sql`coalesce(${persons.lastName}, ${profile.lastName ?? null})`,
      avatar: sql`coalesce(${persons.avatar}, ${profile.avatar ?? null})`,
      email: sql`coalesce(${persons.email}, ${email})`,
    })
    .where(eq(persons.id, personId));
  if (identity.phone) {
    // A phone another person of the tenant already has stays theirs.
    await db
      .update(persons)
      .set({ phone: identity.phone })
      .where(
        and(
          eq(persons.id, personId),
          isNull(persons.phone),
          sql`not exists (select 1 from persons other where other.white_label = ${identity.whiteLabel} and other.phone = ${identity.phone})`,
        ),
      );
  }
}

/**
 * The profile of spec §3: the person, their sign-in accounts (`provider:subject`) and the contact
 * details of their recent orders (newest first, distinct).
 *
 * @example
 * const me = await personProfile(db, 'demo', personId);
 */
export async function personProfile(db: Db, whiteLabel: string, personId: string): Promise<Person | null> {
  const [person] = await db
    .select()
    .from(persons)
    .where(and(eq(persons.id, personId), eq(persons.whiteLabel, whiteLabel)));
  if (!person) return null;
  const identities = await db
    .select({ provider: personIdentities.provider, subject: personIdentities.subject })
    .from(personIdentities)
    .where(eq(personIdentities.personId, personId))
    .orderBy(asc(personIdentities.createdAt));
  const saved = await db
    .select()
    .from(personDeliveries)
    .where(and(eq(personDeliveries.whiteLabel, whiteLabel), eq(personDeliveries.personId, personId)))
    .orderBy(desc(personDeliveries.usedAt))
    .limit(20);
  const deliveries: Person['deliveries'] = saved.map((row) => ({
    id: row.id,
    title: row.title,
    email: row.email,
    personName: row.personName,
    phone: row.phone,
    place: (row.place as NonNullable<Person['deliveries'][number]['place']> | null) ?? null,
  }));
  return {
    id: person.id,
    accountIds: identities.map((identity) => `${identity.provider.toLowerCase()}:${identity.subject}`),
    avatar: person.avatar,
    deliveries,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    patronymic: person.patronymic,
    phone: person.phone,
  };
}

/**
 * The key of a saved delivery: the place's address and the contact (migration 0600 keys the
 * orders before it the same way).
 */
export const deliveryKey = (place: { address?: string } | null | undefined, person: OrderContact) =>
  createHash('md5')
    .update([place?.address ?? '', person.name ?? '', person.email ?? '', person.phone ?? ''].join('|'))
    .digest('hex');

/** The contact an order was placed with. */
export interface OrderContact {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/**
 * Saves (or marks as used now) the delivery of an order: its place and contact. The person's
 * name for it stays; a deleted one comes back with the next order to that place.
 *
 * @example
 * await rememberDelivery(db, { whiteLabel: 'demo', personId, place: body.deliveryPlace, person: body.person, now });
 */
export async function rememberDelivery(
  db: Db,
  input: {
    whiteLabel: string;
    personId: string;
    place: (Record<string, unknown> & { address?: string }) | null;
    person: OrderContact;
    now: number;
  },
): Promise<void> {
  const at = new Date(input.now);
  await db
    .insert(personDeliveries)
    .values({
      id: randomUUID(),
      whiteLabel: input.whiteLabel,
      personId: input.personId,
      key: deliveryKey(input.place, input.person),
      email: input.person.email || null,
      personName: input.person.name || null,
      phone: input.person.phone ?? null,
      place: input.place,
      createdAt: at,
      usedAt: at,
    })
    .onConflictDoUpdate({
      target: [personDeliveries.whiteLabel, personDeliveries.personId, personDeliveries.key],
      set: { usedAt: sql`greatest(${personDeliveries.usedAt}, excluded.used_at)`, place: input.place },
    });
}
