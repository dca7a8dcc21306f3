import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, applications, candidates, candidateSessions, jobs, recruiters } from '../../db/schema/index.ts';
import { liveSiteSql } from '../addresses/index.ts';

/** The candidate row of a proven address (candidates are unique by lower-case e-mail, decision 119). */
export async function findCandidateByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select({
      id: candidates.id,
      uuid: candidates.uuid,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      phoneNumber: candidates.phoneNumber,
      emailVerifiedAt: candidates.emailVerifiedAt,
      anonymizedAt: candidates.anonymizedAt,
    })
    .from(candidates)
    .where(sql`lower(${candidates.email}) = ${email}`)
    .limit(1);
  return row && row.anonymizedAt === null ? row : undefined;
}

export async function insertSession(db: Db, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(candidateSessions).values({ email, tokenHash, expiresAt });
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.delete(candidateSessions).where(eq(candidateSessions.id, id));
}

/** The applications made with the proven address, newest first, with what the candidate may read. */
export function listApplicationsOf(db: Db, email: string) {
  return db
    .select({
      uuid: applications.uuid,
      company: recruiters.company,
      siteUuid: addresses.uuid,
      siteName: addresses.name,
      // Only a live site has a public company page (decision 144): the row links to it then.
      siteLive: sql<boolean>`${liveSiteSql('addresses')}`,
      siteTown: addresses.qrcodeTown,
      sitePlace: addresses.content,
      jobName: jobs.name,
      completedAt: applications.completedAt,
      status: applications.status,
      confirmed: sql<boolean>`${applications.emailConfirmedAt} is not null`,
      // A recruiter's message reaches the candidate only on an application its candidate confirmed
      // (decision 119): on one typed with their address by someone else, it could be anyone's text.
      statusMessage: sql<string | null>`case when ${applications.emailConfirmedAt} is not null then ${applications.statusMessage} end`,
      statusChangedAt: applications.statusChangedAt,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(addresses, eq(addresses.id, applications.addressId))
    .innerJoin(recruiters, eq(recruiters.id, addresses.recruiterId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(sql`lower(${candidates.email}) = ${email}`, sql`${candidates.anonymizedAt} is null`))
    .orderBy(desc(applications.completedAt), desc(applications.id))
    .limit(200);
}

/**
 * An application made with the proven address (its candidate row holds the address), by its uuid,
 * locked until the transaction ends: undefined when it is anyone else's (or unknown).
 */
export async function findOwnApplication(tx: Tx, email: string, uuid: string) {
  const [row] = await tx
    .select({ id: applications.id, candidateId: applications.candidateId, emailConfirmedAt: applications.emailConfirmedAt })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.uuid, uuid), sql`lower(${candidates.email}) = ${email}`, sql`${candidates.anonymizedAt} is null`))
    .for('update', { of: applications });
  return row;
}
