import { and, asc, eq, sql } from 'drizzle-orm';
import { parisTodaySql } from '../../lib/time-zone.ts';
import { DASHBOARD_LATEST, DASHBOARD_WINDOWS } from '@app/contracts/dashboard';
import type { Db } from '../../db/client.ts';
import { addresses, addressJobs, applications, jobs, recruiters } from '../../db/schema/index.ts';

export const managerOfAddress = async (db: Db, addressId: number): Promise<string | null> => {
  const [row] = await db
    .select({ manager: recruiters.manager })
    .from(addresses)
    .innerJoin(recruiters, eq(recruiters.id, addresses.recruiterId))
    .where(eq(addresses.id, addressId))
    .limit(1);
  return row?.manager ?? null;
};

export const jobsOfAddress = (db: Db, addressId: number) =>
  db
    .select({ id: addressJobs.id, uuid: addressJobs.uuid, name: jobs.name, active: addressJobs.active, urgent: addressJobs.urgent })
    .from(addressJobs)
    .innerJoin(jobs, eq(jobs.id, addressJobs.jobId))
    .where(eq(addressJobs.addressId, addressId))
    .orderBy(asc(addressJobs.createdAt), asc(addressJobs.id));

/**
 * Application counts of an address per address job (null: applications without a job), over the
 * last 7 and 30 days (today included) and in total. Served by `applications_address_idx`.
 */
export const applicationCounts = (db: Db, addressId: number) =>
  db
    .select({
      addressJobId: applications.addressJobId,
      last7Days: sql<number>`(count(*) filter (where ${applications.completedAt} > ${parisTodaySql()} - ${DASHBOARD_WINDOWS.short}::int))::int`,
      last30Days: sql<number>`(count(*) filter (where ${applications.completedAt} > ${parisTodaySql()} - ${DASHBOARD_WINDOWS.long}::int))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(applications)
    .where(eq(applications.addressId, addressId))
    .groupBy(applications.addressJobId);

/** The latest applications of each address job of an address (and of none), newest first. */
export async function latestApplications(db: Db, addressId: number) {
  const ranked = db
    .select({
      uuid: applications.uuid,
      addressJobId: applications.addressJobId,
      completedAt: applications.completedAt,
      // What was typed with the application, not the candidate's (decision 119).
      firstName: applications.firstName,
      rank: sql<number>`row_number() over (partition by ${applications.addressJobId} order by ${applications.completedAt} desc, ${applications.id} desc)`.as(
        'rank',
      ),
    })
    .from(applications)
    .where(eq(applications.addressId, addressId))
    .as('ranked');
  return db
    .select({ uuid: ranked.uuid, addressJobId: ranked.addressJobId, completedAt: ranked.completedAt, firstName: ranked.firstName })
    .from(ranked)
    .where(and(sql`${ranked.rank} <= ${DASHBOARD_LATEST}`))
    .orderBy(sql`${ranked.completedAt} desc`, sql`${ranked.rank}`);
}
