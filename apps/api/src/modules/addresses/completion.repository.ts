import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addressJobs, jobs } from '../../db/schema/index.ts';

export async function existingJobIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Adds the jobs the address does not offer yet (active, not urgent: the add-job defaults). */
export async function addJobsToAddress(tx: Tx, addressId: number, jobIds: number[]): Promise<void> {
  const present = new Set(
    (
      await tx
        .select({ jobId: addressJobs.jobId })
        .from(addressJobs)
        .where(and(eq(addressJobs.addressId, addressId), inArray(addressJobs.jobId, jobIds)))
    ).map((r) => r.jobId),
  );
  const rows = [...new Set(jobIds)].filter((id) => !present.has(id)).map((jobId) => ({ addressId, jobId, active: true, urgent: false }));
  if (rows.length > 0) await tx.insert(addressJobs).values(rows);
}
