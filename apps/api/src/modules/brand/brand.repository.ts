import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { CustomAdvantage } from '@app/contracts/brand';
import type { Db } from '../../db/client.ts';
import { addressAdvantages, addresses, advantages } from '../../db/schema/index.ts';
import { addressOwnedBy } from '../../access/ownership.ts';

/** One of the recruiter's addresses by numeric id, or `undefined` (another account's answers 404). */
export async function findOwnedAddressById(db: Db, recruiterId: number, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, id), addressOwnedBy(recruiterId)))
    .limit(1);
  return row;
}

/** Custom advantages of an address (no category) and whether one already has that name, ignoring case. */
export async function customAdvantageStats(db: Db, addressId: number, name: string): Promise<{ total: number; sameName: number }> {
  const [row] = await db
    .select({
      total: count(),
      sameName: sql<number>`count(*) filter (where lower(${advantages.name}) = lower(${name}))`.mapWith(Number),
    })
    .from(advantages)
    .where(and(eq(advantages.addressId, addressId), isNull(advantages.categoryId)));
  return { total: row?.total ?? 0, sameName: row?.sameName ?? 0 };
}

/** Creates a custom advantage and selects it for its address, in one transaction. */
export async function insertCustomAdvantage(db: Db, addressId: number, name: string): Promise<CustomAdvantage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(advantages)
      .values({ addressId, name, categoryId: null, icon: null })
      .returning({ id: advantages.id, name: advantages.name });
    await tx.insert(addressAdvantages).values({ addressId, advantageId: row!.id });
    return { id: row!.id, name: row!.name, icon: null, category: null };
  });
}

/** A custom advantage of one of the recruiter's addresses, or `undefined`. Catalogue ones never match. */
export async function findOwnedCustomAdvantage(db: Db, recruiterId: number, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: advantages.id })
    .from(advantages)
    .innerJoin(addresses, eq(addresses.id, advantages.addressId))
    .where(and(eq(advantages.id, id), isNull(advantages.categoryId), addressOwnedBy(recruiterId)))
    .limit(1);
  return row;
}

/** Deletes the advantage; its selection goes with it (foreign key `on delete cascade`). */
export async function deleteAdvantageRow(db: Db, id: number): Promise<void> {
  await db.delete(advantages).where(eq(advantages.id, id));
}
