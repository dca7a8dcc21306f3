import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { activitySectors, orders, recruiters, users } from '../../db/schema/index.ts';

const parentRecruiter = alias(recruiters, 'parent_recruiter');

export async function findProfileRow(db: Db, userId: number) {
  const [row] = await db
    .select({
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
      parentUuid: parentRecruiter.uuid,
      accountHolderName: recruiters.accountHolderName,
      address: recruiters.address,
      activitySectorId: recruiters.activitySectorId,
      activitySectorName: activitySectors.name,
      hasPayedOrders: sql<boolean>`exists (select 1 from ${orders} where ${and(eq(orders.recruiterId, recruiters.id), eq(orders.status, 'paid'))})`,
    })
    .from(users)
    .innerJoin(recruiters, eq(recruiters.userId, users.id))
    .leftJoin(parentRecruiter, eq(parentRecruiter.id, recruiters.parentId))
    .leftJoin(activitySectors, eq(activitySectors.id, recruiters.activitySectorId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
