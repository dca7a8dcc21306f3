import { APP_PATHS, appUrl } from '@app/contracts/routes';
import {
  CANDIDATE_EMAIL_LINK_TTL_DAYS,
  type CandidateEmailConfirmAnswer,
  type CandidateEmailStatusAnswer,
} from '@app/contracts/candidate-email';
import { DEFAULT_LANGUAGE, type Language } from '@app/contracts/constants';
import type { Db, Tx } from '../../db/client.ts';
import type { PendingSignUp } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { mayMailAnotherSecret } from '../../lib/mailbox-secrets.ts';
import { linkBase } from '../../lib/public-url.ts';
import { formatParisDay } from '../../lib/time-zone.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { recordSignUpEarning } from '../affiliates/index.ts';
import { applicationReceivedMail, confirmEmailMail } from './candidate-email.mails.ts';
import type { ConfirmEmailProps } from './mails/confirm-email.tsx';
import * as repo from './candidate-email.repository.ts';
import type { CandidateDetails } from './candidate-email.repository.ts';

/**
 * The proof of a candidate's e-mail (decision 119). Candidates have no account: the one channel
 * that is theirs is their mailbox. A sign-up or an application mails a one-use link; using it marks
 * the candidate proven (then sold in the resume shop, and their affiliate earns the sign-up), and
 * for an application, marks it confirmed and, at the candidate's first proof only, makes the
 * details typed with it the candidate's (decision 158). After that, only the signed-in owner (the
 * profile, the one-tap apply) writes a candidate's identity, contact details or disability flag.
 */
export interface CandidateEmailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the receipt of an application says of it (decision 125). */
export interface ApplicationReceipt {
  siteName: string;
  siteTown: string | null;
  jobName: string | null;
  /** The day of the application, `yyyy-MM-dd` (Paris). */
  completedAt: string;
  fullName: string;
  phoneNumber: string | null;
  withDisability: boolean;
}

export interface ProofRequest {
  candidateId: number;
  /** The application to confirm; null for a sign-up. */
  applicationId: number | null;
  /** The e-mail typed, where the link goes. */
  to: string;
  firstName: string;
  /** The application the link confirms: the mail then says what was sent, to whom and when (decision 125). */
  application: ApplicationReceipt | null;
  /** The language of the mail: the site's at the request (decision 125). */
  language?: Language;
  /** A sign-up: what was typed waits with the link and is applied on its use (decisions 119, 149). */
  signup?: { pending: PendingSignUp; shown: ConfirmEmailProps['signUp'] | null } | null;
}

/**
 * Stores a new link (its hash) and mails it. The caller decides what a failed mail means.
 * Anyone who knows an address can apply or sign up with it, so the mailbox's budget of live links
 * (mailbox-secrets.ts, decision 139) bounds the mails: past it, nothing is stored or sent, and the
 * caller answers as before (the mailbox already holds valid links). The count and the insert run
 * under the candidate's lock, so parallel requests cannot pass the budget together.
 */
export async function sendEmailProof(deps: CandidateEmailDeps, request: ProofRequest, now = new Date()): Promise<void> {
  const { token, hash } = newOpaqueToken();
  const stored = await deps.db.transaction(async (tx) => {
    await repo.lockCandidate(tx, request.candidateId);
    if (!mayMailAnotherSecret(await repo.countLiveProofs(tx, request.candidateId, now))) return false;
    await repo.insertProof(tx, {
      tokenHash: hash,
      candidateId: request.candidateId,
      applicationId: request.applicationId,
      signup: request.signup?.pending ?? null,
      expiresAt: new Date(now.getTime() + CANDIDATE_EMAIL_LINK_TTL_DAYS * DAY_MS),
    });
    return true;
  });
  if (!stored) return;
  const link = `${linkBase(deps).replace(/\/+$/, '')}${appUrl(APP_PATHS.candidateEmailConfirm)}?token=${encodeURIComponent(token)}`;
  const to = { email: request.to, candidateId: request.candidateId };
  if (request.application) {
    // One mail: the receipt of the application carries its confirmation link (decision 125).
    const lang = request.language ?? DEFAULT_LANGUAGE;
    const { completedAt, ...application } = request.application;
    await deps.mailer.send(
      await applicationReceivedMail(to, {
        ...application,
        lang,
        firstName: request.firstName,
        date: formatParisDay(completedAt, lang),
        link,
        days: CANDIDATE_EMAIL_LINK_TTL_DAYS,
      }),
    );
    return;
  }
  await deps.mailer.send(
    await confirmEmailMail(
      { email: request.to, candidateId: request.candidateId },
      {
        lang: request.language ?? DEFAULT_LANGUAGE,
        firstName: request.firstName,
        link,
        days: CANDIDATE_EMAIL_LINK_TTL_DAYS,
        application: null,
        signUp: request.signup?.shown ?? null,
      },
    ),
  );
}

const linkInvalid = () => new AppError('candidate_email_link_invalid', 'This confirmation link is not valid');

/**
 * POST /api/candidate-email/status/: whether the link was used already, without using it (mail
 * scanners open links; only the click confirms, decision 119). Unknown, expired or erased: invalid.
 */
export async function candidateEmailLinkStatus(
  deps: Pick<CandidateEmailDeps, 'db'>,
  token: string,
  now = new Date(),
): Promise<CandidateEmailStatusAnswer> {
  const state = await repo.findProofState(deps.db, hashOpaqueToken(token), now);
  if (!state) throw linkInvalid();
  return { confirmed: state === 'used' };
}

/** POST /api/candidate-email/confirm/: uses the link (once; a second use answers the same). */
export async function confirmCandidateEmail(
  deps: Pick<CandidateEmailDeps, 'db'> & { signupBonusSecret: string },
  token: string,
  now = new Date(),
): Promise<CandidateEmailConfirmAnswer> {
  return deps.db.transaction(async (tx) => {
    const proof = await repo.claimProof(tx, hashOpaqueToken(token), now);
    if (!proof) throw linkInvalid();
    const candidate = await repo.lockCandidate(tx, proof.candidateId);
    if (!candidate || candidate.anonymizedAt) throw linkInvalid();
    const application = proof.applicationId === null ? undefined : await repo.findApplication(tx, proof.applicationId);
    if (proof.applicationId !== null && !application) throw linkInvalid();
    if (proof.fresh) {
      await recordMailboxProof(
        tx,
        { candidateId: proof.candidateId, applicationId: application?.id ?? null, signup: proof.signup },
        now,
        deps,
      );
    }
    return {
      firstName: application?.firstName ?? proof.signup?.firstName ?? candidate.firstName,
      application: application ? { siteName: application.siteName, jobName: application.jobName } : null,
    };
  });
}

/** The details the signed-in owner of the address typed (the profile, the one-tap apply). */
export type ProvenDetails = CandidateDetails;

/**
 * An application confirmed by its candidate's session (decision 158, walk of 2026-11-29: "Confirmer
 * cette candidature" in the candidate's space): the session's code or link proved the mailbox, the
 * tap claims the application. The very confirmation of the mailed link (`recordMailboxProof`), whose
 * links are then used: a later click answers "already confirmed".
 */
export async function confirmApplicationBySession(
  tx: Tx,
  proof: { candidateId: number; applicationId: number },
  now: Date,
  deps: { signupBonusSecret: string },
): Promise<void> {
  await repo.lockCandidate(tx, proof.candidateId);
  await repo.useProofsOfApplication(tx, proof.applicationId, now);
  await recordMailboxProof(tx, proof, now, deps);
}

/**
 * What the owner of a mailbox proving it does (decisions 119, 149, 158), in the caller's
 * transaction, whichever way it was proven: the mailed link (`confirmCandidateEmail`), or the
 * candidate's session, whose code or link proved the mailbox (the one-tap apply and the profile of
 * the candidate's space). The application, if any, is confirmed (the other waiting ones to the same
 * job go) and its job joins the searched jobs: the candidate confirmed applying to it, the mail
 * named it. The candidate is proven.
 *
 * Whose details (decision 158, found by the attack of 2026-11-29): `ownerDetails`, typed by the
 * signed-in owner, always become the candidate's. The details typed with the application or a
 * pending sign-up (anyone may type anyone's address) become the candidate's only when this proof is
 * the candidate's first; once proven, they stay on the application row, shown to its recruiter as
 * typed. A pending sign-up (its town, searched job and affiliate) is applied only at the first proof
 * too. The affiliate's sign-up earning is written once.
 */
export async function recordMailboxProof(
  tx: Tx,
  proof: {
    candidateId: number;
    applicationId: number | null;
    signup?: PendingSignUp | null;
    ownerDetails?: ProvenDetails | null;
  },
  now: Date,
  deps: { signupBonusSecret: string },
): Promise<void> {
  const application = proof.applicationId === null ? undefined : await repo.findApplication(tx, proof.applicationId);
  if (application) {
    await repo.markApplicationConfirmed(tx, application.id, now);
    if (application.jobId !== null) await repo.addSearchedJobIfAbsent(tx, proof.candidateId, application.jobId, application.experienceId);
  }
  const source = application ?? proof.signup ?? null;
  const typed = source
    ? { firstName: source.firstName, lastName: source.lastName, phoneNumber: source.phoneNumber, withDisability: source.withDisability }
    : null;
  const first = await repo.markCandidateProven(tx, proof.candidateId, now, { typed, owner: proof.ownerDetails ?? null });
  if (proof.signup && first) await repo.applySignUp(tx, proof.candidateId, proof.signup, now);
  await recordSignUpEarning(tx, proof.candidateId, now, deps.signupBonusSecret);
}
