import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  addresses,
  affiliateAttributions,
  applications,
  candidateEmailProofs,
  candidates,
  candidateSearchedJobs,
  jobs,
  recruiters,
} from '../../db/schema/index.ts';
import type { PendingSignUp } from '../../db/schema/index.ts';
import { affiliateInGoodStanding } from '../affiliates/index.ts';

type Executor = Db | Tx;

/** The window of a mailbox's budget of confirmation links: a day. */
const PROOF_BUDGET_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function insertProof(
  db: Executor,
  values: { tokenHash: string; candidateId: number; applicationId: number | null; signup?: PendingSignUp | null; expiresAt: Date },
): Promise<void> {
  await db.insert(candidateEmailProofs).values(values);
}

/**
 * The links mailed to the candidate in the last day and not used yet: their mailbox's budget
 * (mailbox-secrets.ts). A day, not the links' 30-day life: a stranger who fills the budget with
 * applications in the owner's name holds the owner's own confirmation mail back for a day at most
 * (decision 149), while the mails one mailbox can be sent stay bounded.
 */
export async function countLiveProofs(db: Executor, candidateId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(candidateEmailProofs)
    .where(
      and(
        eq(candidateEmailProofs.candidateId, candidateId),
        isNull(candidateEmailProofs.usedAt),
        gt(candidateEmailProofs.expiresAt, now),
        gt(candidateEmailProofs.createdAt, new Date(now.getTime() - PROOF_BUDGET_WINDOW_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}

export interface ProofRow {
  candidateId: number;
  applicationId: number | null;
  /** A sign-up made with the e-mail of a known candidate, applied on use (decision 119). */
  signup: PendingSignUp | null;
  /** Whether this call used the link (false: it had been used before). */
  fresh: boolean;
}

/**
 * Uses the link at most once: one statement marks it used, so parallel clicks cannot both do the
 * work; a link already used answers again what it confirmed (a second click is not an error).
 * Undefined: unknown or expired.
 */
export async function claimProof(tx: Tx, tokenHash: string, now: Date): Promise<ProofRow | undefined> {
  const [claimed] = await tx
    .update(candidateEmailProofs)
    .set({ usedAt: now })
    .where(and(eq(candidateEmailProofs.tokenHash, tokenHash), isNull(candidateEmailProofs.usedAt), gt(candidateEmailProofs.expiresAt, now)))
    .returning({
      candidateId: candidateEmailProofs.candidateId,
      applicationId: candidateEmailProofs.applicationId,
      signup: candidateEmailProofs.signup,
    });
  if (claimed) return { ...claimed, fresh: true };
  const [used] = await tx
    .select({
      candidateId: candidateEmailProofs.candidateId,
      applicationId: candidateEmailProofs.applicationId,
      signup: candidateEmailProofs.signup,
    })
    .from(candidateEmailProofs)
    .where(and(eq(candidateEmailProofs.tokenHash, tokenHash), sql`${candidateEmailProofs.usedAt} is not null`));
  return used ? { ...used, fresh: false } : undefined;
}

/**
 * The application's mailed links are used by its confirmation in the signed-in space: a later click
 * answers "already confirmed" (as a second click does) and does not prove again.
 */
export async function useProofsOfApplication(tx: Tx, applicationId: number, now: Date): Promise<void> {
  await tx
    .update(candidateEmailProofs)
    .set({ usedAt: now })
    .where(and(eq(candidateEmailProofs.applicationId, applicationId), isNull(candidateEmailProofs.usedAt)));
}

/** What a link is, read without using it: used (confirmed), usable, or neither (unknown or expired): undefined. */
export async function findProofState(db: Db, tokenHash: string, now: Date): Promise<'used' | 'usable' | undefined> {
  const [row] = await db
    .select({ usedAt: candidateEmailProofs.usedAt, expiresAt: candidateEmailProofs.expiresAt, anonymizedAt: candidates.anonymizedAt })
    .from(candidateEmailProofs)
    .innerJoin(candidates, eq(candidates.id, candidateEmailProofs.candidateId))
    .where(eq(candidateEmailProofs.tokenHash, tokenHash));
  if (!row || row.anonymizedAt) return undefined;
  if (row.usedAt) return 'used';
  return row.expiresAt > now ? 'usable' : undefined;
}

/** The candidate, locked until the transaction ends (two proofs of one candidate run one after the other). */
export async function lockCandidate(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: candidates.id, firstName: candidates.firstName, anonymizedAt: candidates.anonymizedAt })
    .from(candidates)
    .where(eq(candidates.id, id))
    .for('update');
  return row;
}

/** The application a link confirms, with the details typed with it and what the page shows. */
export async function findApplication(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: applications.id,
      firstName: applications.firstName,
      lastName: applications.lastName,
      phoneNumber: applications.phoneNumber,
      withDisability: applications.withDisability,
      jobId: applications.jobId,
      experienceId: applications.experienceId,
      siteName: addresses.name,
      jobName: jobs.name,
    })
    .from(applications)
    .innerJoin(addresses, eq(addresses.id, applications.addressId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id));
  return row;
}

/**
 * The application is confirmed; the candidate's other applications to the same job (or the same
 * site's free application) still waiting are dropped: details somebody else typed with the address,
 * or an earlier try (decision 149). Their links go with them.
 */
export async function markApplicationConfirmed(tx: Tx, id: number, now: Date): Promise<void> {
  const [confirmed] = await tx
    .update(applications)
    .set({ emailConfirmedAt: now })
    .where(and(eq(applications.id, id), isNull(applications.emailConfirmedAt)))
    .returning({
      candidateId: applications.candidateId,
      addressId: applications.addressId,
      addressJobId: applications.addressJobId,
      jobId: applications.jobId,
    });
  if (!confirmed) return;
  await tx
    .delete(applications)
    .where(
      and(
        eq(applications.candidateId, confirmed.candidateId),
        isNull(applications.emailConfirmedAt),
        confirmed.addressJobId !== null
          ? eq(applications.addressJobId, confirmed.addressJobId)
          : and(eq(applications.addressId, confirmed.addressId), isNull(applications.addressJobId), isNull(applications.jobId)),
      ),
    );
}

/** A person's details as the candidate row keeps them. */
export interface CandidateDetails {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  withDisability: boolean;
}

/**
 * The candidate proved the e-mail: proven since the first proof, last contact now (decision 093).
 * `typed`, the details typed with an application or a sign-up by whoever sent it, become the
 * candidate's only at the first proof: one `UPDATE ... WHERE email_verified_at IS NULL` writes them
 * with the proof, so a proven candidate's details are never replaced by what a stranger typed with
 * their address (decision 158, the attack of 2026-11-29). `owner`, typed by the signed-in owner of
 * the address (the profile, the one-tap apply), are written whatever the state. Answers whether this
 * call was the first proof.
 */
export async function markCandidateProven(
  tx: Tx,
  id: number,
  now: Date,
  details: { typed: CandidateDetails | null; owner: CandidateDetails | null },
): Promise<boolean> {
  const contact = { lastContactAt: now, retentionNoticeAt: null };
  const first = await tx
    .update(candidates)
    .set({ ...(details.owner ?? details.typed ?? {}), ...contact, emailVerifiedAt: now })
    .where(and(eq(candidates.id, id), isNull(candidates.emailVerifiedAt)))
    .returning({ id: candidates.id });
  if (first.length > 0) return true;
  await tx
    .update(candidates)
    .set({ ...(details.owner ?? {}), ...contact })
    .where(eq(candidates.id, id));
  return false;
}

/** Adds the job to the candidate's searched jobs (last position) when it is not there yet. */
export async function addSearchedJobIfAbsent(tx: Tx, candidateId: number, jobId: number, experienceId: number | null): Promise<void> {
  const rows = await tx
    .select({ jobId: candidateSearchedJobs.jobId })
    .from(candidateSearchedJobs)
    .where(eq(candidateSearchedJobs.candidateId, candidateId));
  if (rows.some((r) => r.jobId === jobId)) return;
  await tx.insert(candidateSearchedJobs).values({ candidateId, jobId, experienceId, position: rows.length });
}

/**
 * A pending sign-up's town, searched job and affiliate become the candidate's (its names, phone and
 * flag go through `markCandidateProven`): the owner of the e-mail has just confirmed them, and the
 * caller applies it only at the candidate's first proof (a proven candidate's sign-up creates
 * nothing, decision 119; a link of it used after another proof neither, decision 158). The candidate
 * is attributed to the sign-up's affiliate unless already attributed (one attribution a
 * candidate); the earning is then written once by `recordSignUpEarning`.
 */
export async function applySignUp(tx: Tx, candidateId: number, signup: PendingSignUp, now: Date): Promise<void> {
  await tx
    .update(candidates)
    .set({
      cityName: signup.cityName,
      postalCode: signup.postalCode,
      context: signup.context,
      latitude: signup.latitude,
      longitude: signup.longitude,
    })
    .where(eq(candidates.id, candidateId));
  await addSearchedJobIfAbsent(tx, candidateId, signup.jobId, signup.experienceId);
  if (signup.affiliateId === null) return;
  const [affiliate] = await tx
    .select({ id: recruiters.id })
    .from(recruiters)
    // Attributed only while the affiliate is in good standing (decision 128): a paid kit covering now.
    .where(and(eq(recruiters.id, signup.affiliateId), affiliateInGoodStanding(recruiters.id, now)));
  if (!affiliate) return;
  const attributed = await tx
    .insert(affiliateAttributions)
    .values({ affiliateId: affiliate.id, candidateId })
    .onConflictDoNothing()
    .returning({ id: affiliateAttributions.id });
  if (attributed.length > 0)
    await tx
      .update(candidates)
      .set({ affiliateId: affiliate.id })
      .where(and(eq(candidates.id, candidateId), isNull(candidates.affiliateId)));
}
