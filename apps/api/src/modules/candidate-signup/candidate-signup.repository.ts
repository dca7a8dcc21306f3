import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { affiliateInGoodStanding } from '../affiliates/index.ts';
import { candidates, experiences, jobs, recruiters } from '../../db/schema/index.ts';

type Executor = Db | Tx;

/**
 * An affiliate account in good standing (a paid kit covering `at`, decision 128) by its public
 * recruiter uuid: only what the sign-up page may show. Any other code is no code: no attribution.
 */
export async function findAffiliate(
  db: Executor,
  uuid: string,
  at: Date = new Date(),
): Promise<{ id: number; manager: string | null; company: string | null } | undefined> {
  const [row] = await db
    .select({ id: recruiters.id, manager: recruiters.manager, company: recruiters.company })
    .from(recruiters)
    .where(and(eq(recruiters.uuid, uuid), affiliateInGoodStanding(recruiters.id, at)))
    .limit(1);
  return row;
}

export async function jobExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row !== undefined;
}

export async function experienceExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: experiences.id }).from(experiences).where(eq(experiences.id, id)).limit(1);
  return row !== undefined;
}

/** Serializes the sign-ups and applications of one e-mail address until the transaction ends. */
export async function lockEmail(tx: Tx, email: string): Promise<void> {
  // Same key as the apply page's lock: an application and a sign-up of one e-mail cannot race.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`apply:${email.toLowerCase()}`}))`);
}

/** The candidate of that e-mail (case ignored), with whether they proved it (decision 119). */
export async function findByEmail(tx: Tx, email: string): Promise<{ id: number; firstName: string; proven: boolean } | undefined> {
  const [row] = await tx
    .select({ id: candidates.id, firstName: candidates.firstName, verifiedAt: candidates.emailVerifiedAt })
    .from(candidates)
    .where(sql`lower(${candidates.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row && { id: row.id, firstName: row.firstName, proven: row.verifiedAt !== null };
}

export type NewCandidate = Pick<
  typeof candidates.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'withDisability'
  | 'cityName'
  | 'postalCode'
  | 'context'
  | 'latitude'
  | 'longitude'
  | 'affiliateId'
  | 'language'
>;

export async function insertCandidate(tx: Tx, values: NewCandidate): Promise<{ id: number; uuid: string; signedUpAt: Date }> {
  const [row] = await tx
    .insert(candidates)
    .values(values)
    .returning({ id: candidates.id, uuid: candidates.uuid, signedUpAt: candidates.signedUpAt });
  return row!;
}
