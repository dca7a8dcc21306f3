import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { activitySectors, addresses, recruiters, subscriptions } from '../../db/schema/index.ts';
import type { AddressRow } from './addresses.mapper.ts';

const parent = alias(addresses, 'parent_address');

/** Address rows with their sector, parent, children count and latest subscription. */
export async function selectAddressRows(db: Db, where: SQL | undefined): Promise<AddressRow[]> {
  const latestSub = db
    .select({
      addressId: subscriptions.addressId,
      status: subscriptions.status,
      priceId: subscriptions.priceId,
      productId: subscriptions.productId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      rank: sql<number>`row_number() over (partition by ${subscriptions.addressId} order by ${subscriptions.currentPeriodEnd} desc)`.as('rank'),
    })
    .from(subscriptions)
    .as('latest_sub');

  const rows = await db
    .select({
      id: addresses.id,
      uuid: addresses.uuid,
      name: addresses.name,
      content: addresses.content,
      logo: addresses.logo,
      activitySectorId: addresses.activitySectorId,
      activitySectorName: activitySectors.name,
      qrcodeTown: addresses.qrcodeTown,
      siret: addresses.siret,
      active: addresses.active,
      recruiterUuid: recruiters.uuid,
      recruiterMaxAddresses: recruiters.maxAddresses,
      parentId: addresses.parentId,
      parentUuid: parent.uuid,
      childrenLength: sql<number>`(select count(*)::int from ${addresses} c where c.parent_id = ${addresses.id})`,
      receiveApplicationByEmail: addresses.receiveApplicationByEmail,
      email: addresses.email,
      frequency: addresses.frequency,
      freeApplication: addresses.freeApplication,
      subStatus: latestSub.status,
      subPriceId: latestSub.priceId,
      subProductId: latestSub.productId,
      subPeriodEnd: latestSub.currentPeriodEnd,
      subCancel: latestSub.cancelAtPeriodEnd,
    })
    .from(addresses)
    .innerJoin(recruiters, eq(recruiters.id, addresses.recruiterId))
    .leftJoin(activitySectors, eq(activitySectors.id, addresses.activitySectorId))
    .leftJoin(parent, eq(parent.id, addresses.parentId))
    .leftJoin(latestSub, and(eq(latestSub.addressId, addresses.id), eq(latestSub.rank, 1)))
    .where(where)
    .orderBy(sql`${addresses.parentId} nulls first`, asc(addresses.name), asc(addresses.id));

  return rows.map((r) => ({
    ...r,
    subscription:
      r.subStatus !== null && r.subPriceId !== null && r.subProductId !== null && r.subPeriodEnd !== null
        ? {
            status: r.subStatus,
            priceId: r.subPriceId,
            productId: r.subProductId,
            currentPeriodEnd: new Date(r.subPeriodEnd),
            cancelAtPeriodEnd: r.subCancel ?? false,
          }
        : null,
  }));
}

export const listRecruiterAddressRows = (db: Db, recruiterId: number) => selectAddressRows(db, eq(addresses.recruiterId, recruiterId));
