import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { activitySectors, addresses, recruiters, users } from '../../db/schema/index.ts';
import { addressOwnedBy } from '../../access/ownership.ts';

export async function emailExists(db: Db | Tx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

export async function activitySectorExists(db: Db | Tx, id: number): Promise<boolean> {
  const rows = await db.select({ id: activitySectors.id }).from(activitySectors).where(eq(activitySectors.id, id)).limit(1);
  return rows.length > 0;
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!;
}

export async function insertRecruiter(tx: Tx, values: typeof recruiters.$inferInsert) {
  const [row] = await tx.insert(recruiters).values(values).returning({ id: recruiters.id, uuid: recruiters.uuid });
  return row!;
}

export async function insertAddress(tx: Tx, values: typeof addresses.$inferInsert) {
  const [row] = await tx.insert(addresses).values(values).returning({ id: addresses.id, uuid: addresses.uuid, name: addresses.name });
  return row!;
}

/**
 * The account row of a head-hunter's first site, locked for the transaction (two requests at once
 * wait for each other), with what the site takes from it and how many sites it has.
 */
export async function lockHeadhunterOwner(tx: Tx, recruiterId: number) {
  const [owner] = await tx
    .select({
      isHeadhunter: recruiters.isHeadhunter,
      company: recruiters.company,
      activitySectorId: recruiters.activitySectorId,
      email: users.email,
    })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(eq(recruiters.id, recruiterId))
    .for('update', { of: recruiters });
  if (!owner) return null;
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(addressOwnedBy(recruiterId));
  return { ...owner, siteCount: count?.n ?? 0 };
}
