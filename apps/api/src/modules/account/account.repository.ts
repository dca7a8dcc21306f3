import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { answerStampSql } from '../../db/answer-stamps.ts';
import { preparedFor } from '../../db/prepared.ts';
import type { Db, Tx } from '../../db/client.ts';
import { activitySectors, addresses, orders, recruiters, users } from '../../db/schema/index.ts';
import { addressRowsFromJson, recruiterAddressRowsJson } from '../addresses/index.ts';
import { addressOwnedBy } from '../../access/ownership.ts';

/**
 * The profile (GET /api/recruiter/me/profile/, on each page load) in one statement, prepared once:
 * the caller's account as the auth check reads it (the route only verified the token: an inactive
 * user is refused from this row, decision 101), the profile's columns and the addresses as JSON.
 * Unrun here: benchmarks print its plan.
 */
export const profileRowQuery = (db: Db, userId: number | Placeholder) =>
  db
    .select({
      userId: users.id,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      parentRecruiterId: recruiters.parentId,
      userUuid: users.uuid,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      recruiterId: recruiters.id,
      recruiterUuid: recruiters.uuid,
      company: recruiters.company,
      manager: recruiters.manager,
      phoneNumber: recruiters.phoneNumber,
      siret: recruiters.siret,
      maxAddresses: recruiters.maxAddresses,
      headhunter: recruiters.isHeadhunter,
      headhunterPremium: recruiters.headhunterPremium,
      affiliate: recruiters.isAffiliate,
      displayBusinessUnitPage: recruiters.displayBusinessUnitPage,
      displayQrCodePage: recruiters.displayQrCodePage,
      // By key (the parent is rare): a join planned for a generic plan scanned every recruiter.
      parentUuid: sql<string | null>`(select parent.uuid from ${recruiters} parent where parent.id = ${recruiters.parentId})`,
      accountHolderName: recruiters.accountHolderName,
      address: recruiters.address,
      activitySectorId: recruiters.activitySectorId,
      // By key, like the parent: a join planned for a generic plan hashed the sectors table.
      activitySectorName: sql<
        string | null
      >`(select sector.name from ${activitySectors} sector where sector.id = ${recruiters.activitySectorId})`,
      hasPayedOrders: sql<boolean>`exists (select 1 from ${orders} where ${and(eq(orders.recruiterId, recruiters.id), eq(orders.status, 'paid'))})`,
      addresses: recruiterAddressRowsJson(recruiters),
      // The version of this answer (decision 106), read in the same snapshot as its rows.
      stamp: answerStampSql(recruiters.id),
    })
    .from(users)
    .innerJoin(recruiters, eq(recruiters.userId, users.id))
    // One row at most (users' key, recruiters.user_id unique); no LIMIT: with one, the generic
    // plan read the users table in sequence, expecting to stop early.
    .where(eq(users.id, userId));

const profileRow = preparedFor((db) => profileRowQuery(db, sql.placeholder('userId')).prepare('profile_row'));

/** The caller's account state and the profile's stamps (decision 106): what a kept profile is checked against. */
const profileStamp = preparedFor((db) =>
  db
    .select({ isActive: users.isActive, tokenVersion: users.tokenVersion, stamp: answerStampSql(recruiters.id) })
    .from(users)
    .innerJoin(recruiters, eq(recruiters.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('profile_stamp'),
);

export async function findProfileStamp(
  db: Db,
  userId: number,
): Promise<{ isActive: boolean; tokenVersion: number; stamp: string } | undefined> {
  const [row] = await profileStamp(db).execute({ userId });
  return row;
}

export async function findProfileRow(db: Db, userId: number) {
  const [row] = await profileRow(db).execute({ userId });
  return (
    row && {
      ...row,
      addresses: addressRowsFromJson(row.addresses, { recruiterUuid: row.recruiterUuid, recruiterMaxAddresses: row.maxAddresses }),
    }
  );
}

/** The account form's columns (GET and PATCH /api/recruiter/me/). */
export async function findAccountRow(db: Db, recruiterId: number) {
  const [row] = await db
    .select({
      id: recruiters.id,
      company: recruiters.company,
      manager: recruiters.manager,
      address: recruiters.address,
      logo: recruiters.logo,
      siret: recruiters.siret,
      headhunter: recruiters.isHeadhunter,
      activitySectorId: recruiters.activitySectorId,
      activitySectorName: activitySectors.name,
    })
    .from(recruiters)
    .leftJoin(activitySectors, eq(activitySectors.id, recruiters.activitySectorId))
    .where(eq(recruiters.id, recruiterId))
    .limit(1);
  return row;
}

export async function updateRecruiterColumns(
  db: Db | Tx,
  recruiterId: number,
  values: Partial<typeof recruiters.$inferInsert>,
): Promise<void> {
  await db
    .update(recruiters)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(recruiters.id, recruiterId));
}

/** Files the account points to (its logo, its addresses' logos and pictures), to remove after deletion. */
export async function accountFileUrls(db: Db, recruiterId: number): Promise<string[]> {
  const [recruiter] = await db.select({ logo: recruiters.logo }).from(recruiters).where(eq(recruiters.id, recruiterId));
  const rows = await db
    .select({ logo: addresses.logo, picture: addresses.picture, pictureTwo: addresses.pictureTwo, pictureThree: addresses.pictureThree })
    .from(addresses)
    .where(addressOwnedBy(recruiterId));
  return [recruiter?.logo, ...rows.flatMap((r) => [r.logo, r.picture, r.pictureTwo, r.pictureThree])].filter(
    (u): u is string => typeof u === 'string',
  );
}
