// Development only (the e2e reorder journey, issue 26): a position withdrawn from the menu, or put
// back. Production never registers the route that calls this (like /dev/orders/:id/status).
import type { CatalogPosition } from '@tarelka/tenant';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { positions, tenants } from '../db/schema';

/** The mark a withdrawn position's row carries; the snapshot leaves such rows out. */
export const isWithdrawn = (position: CatalogPosition): boolean =>
  (position as CatalogPosition & { withdrawn?: boolean }).withdrawn === true;

const SUFFIX = '~withdrawn';

/**
 * Marks a position of a tenant withdrawn (or not). The catalog version changes with the set of
 * withdrawn positions, so every API process reloads its snapshot and the catalog's ETags change;
 * with none withdrawn it is the seeded version again. False when there is no such position.
 *
 * @example
 * await setPositionWithdrawn(db, 'demo', 1057, true); // the menu, the preflight and orders no longer have it
 */
export async function setPositionWithdrawn(
  db: Db,
  whiteLabel: string,
  positionId: number,
  withdrawn: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const where = and(eq(positions.whiteLabel, whiteLabel), eq(positions.id, positionId));
    const [row] = await tx.select({ data: positions.data }).from(positions).where(where);
    if (!row) return false;
    await tx
      .update(positions)
      .set({ data: { ...row.data, withdrawn } as CatalogPosition })
      .where(where);
    const marked = await tx
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.whiteLabel, whiteLabel), sql`(${positions.data} ->> 'withdrawn') = 'true'`))
      .orderBy(positions.id);
    const [tenant] = await tx
      .select({ version: tenants.catalogVersion })
      .from(tenants)
      .where(eq(tenants.id, whiteLabel));
    const seeded = (tenant?.version ?? '').split(SUFFIX)[0];
    const version = marked.length ? `${seeded}${SUFFIX}-${marked.map((m) => m.id).join('-')}` : seeded;
    await tx.update(tenants).set({ catalogVersion: version }).where(eq(tenants.id, whiteLabel));
    return true;
  });
}
