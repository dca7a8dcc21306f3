import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { activitySectors, addresses, addressJobs, jobs } from '../../db/schema/index.ts';

/** The address as the public completion page needs it, found by uuid alone (no owner). */
export async function findCompletionRow(db: Db, uuid: string) {
  const [row] = await db
    .select({
      id: addresses.id,
      uuid: addresses.uuid,
      name: addresses.name,
      content: addresses.content,
      logo: addresses.logo,
      activitySectorId: addresses.activitySectorId,
      activitySectorName: activitySectors.name,
      siret: addresses.siret,
      receiveApplicationByEmail: addresses.receiveApplicationByEmail,
      email: addresses.email,
      frequency: addresses.frequency,
      completedAt: addresses.completedAt,
    })
    .from(addresses)
    .leftJoin(activitySectors, eq(activitySectors.id, addresses.activitySectorId))
    .where(eq(addresses.uuid, uuid))
    .limit(1);
  return row;
}

export async function listCompletionJobs(db: Db, addressId: number) {
  return db
    .select({ id: jobs.id, name: jobs.name })
    .from(addressJobs)
    .innerJoin(jobs, eq(jobs.id, addressJobs.jobId))
    .where(eq(addressJobs.addressId, addressId))
    .orderBy(asc(addressJobs.id));
}

export async function existingJobIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Adds the jobs the address does not offer yet (active, not urgent: the add-job defaults). */
export async function addJobsToAddress(tx: Tx, addressId: number, jobIds: number[]): Promise<void> {
  const present = new Set(
    (await tx.select({ jobId: addressJobs.jobId }).from(addressJobs).where(and(eq(addressJobs.addressId, addressId), inArray(addressJobs.jobId, jobIds)))).map(
      (r) => r.jobId,
    ),
  );
  const rows = [...new Set(jobIds)].filter((id) => !present.has(id)).map((jobId) => ({ addressId, jobId, active: true, urgent: false }));
  if (rows.length > 0) await tx.insert(addressJobs).values(rows);
}
