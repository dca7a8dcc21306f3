import type { Storage } from '../../providers/storage/storage.ts';
import {
  CANDIDATE_SESSION_TTL_DAYS,
  type CandidateApplicationList,
  type CandidateDataAccess,
  type CandidateSession,
} from '@app/contracts/candidate-app';
import type { Language } from '@app/contracts/constants';
import { normalizeEmail } from '@app/contracts/validation';
import { EMAIL_CODE_LINK_QUERY } from '@app/contracts/registration';
import { APP_PATHS } from '@app/contracts/routes';
import type { Db } from '../../db/client.ts';
import { newOpaqueToken, type TokenSigner } from '../../lib/tokens.ts';
import type { CandidateContext } from '../../plugins/auth.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { townOf } from '../apply/index.ts';
import { candidateDataToken } from '../privacy/index.ts';
import { consumeEmailCode, consumeEmailLink, issueEmailCode, type CodeHolder } from '../registration/index.ts';
import { appLink } from '../checkout/index.ts';
import { confirmApplicationBySession } from '../candidate-email/index.ts';
import { notFound } from '../../lib/errors.ts';
import { candidateCodeMail } from './candidate-app.mails.ts';
import * as repo from './candidate-app.repository.ts';

/**
 * The candidate's space (issue 33, decision 151): sign-in with the product's one e-mail code
 * (decisions 078, 139, 144: the code is tried only by the browser that asked, a mailbox holds at most
 * its budget of live codes), a session per browser, and the applications made with the proven address.
 */
export interface CandidateAppDeps {
  db: Db;
  mailer: Mailer;
  signer: TokenSigner;
  /** Where the code mail's single-use link points (decision 158). */
  publicUrl: string;
  /** The affiliates' sign-up earning key: a profile saved or a one-tap apply proves the candidate (decision 158). */
  signupBonusSecret: string;
  /** The one-tap apply records the visit as the public apply does. */
  fingerprintSalt: string;
  /** Where the profile's CV is stored (decision 158). */
  storage: Storage;
}

export const CANDIDATE_SESSION_TTL_SECONDS = CANDIDATE_SESSION_TTL_DAYS * 86_400;

/**
 * Mails a sign-in code to the address, whether or not a candidate holds it (the answer is the same:
 * nothing tells whether someone applied with that address), unless this browser already holds its
 * budget of live codes for it (decision 139: then nothing is sent, the answer is the same).
 */
export async function requestCode(deps: CandidateAppDeps, rawEmail: string, holder: CodeHolder, language: Language): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const issued = await issueEmailCode(deps.db, email, 'candidate_sign_in', holder);
  if (!issued) return;
  const link = appLink(deps, APP_PATHS.candidateSpace, { [EMAIL_CODE_LINK_QUERY]: issued.linkToken });
  await deps.mailer.post(await candidateCodeMail(email, language, issued.code, link));
}

/** Uses the code (each wrong try counts, decision 144) and opens a session: its token for the cookie. */
export async function signIn(
  deps: CandidateAppDeps,
  rawEmail: string,
  holder: CodeHolder | undefined,
  code: string,
): Promise<{ token: string; session: CandidateSession }> {
  const email = normalizeEmail(rawEmail);
  await consumeEmailCode(deps.db, email, 'candidate_sign_in', holder, code);
  return openSession(deps, email);
}

/**
 * Uses the single-use link of a sign-in code mail (decision 158), from any browser: the mailbox's
 * owner signs in even when every code of the hour was asked for by a stranger's browser.
 */
export async function signInWithLink(deps: CandidateAppDeps, linkToken: string): Promise<{ token: string; session: CandidateSession }> {
  return openSession(deps, await consumeEmailLink(deps.db, 'candidate_sign_in', linkToken));
}

async function openSession(deps: CandidateAppDeps, email: string): Promise<{ token: string; session: CandidateSession }> {
  const { token, hash } = newOpaqueToken();
  await repo.insertSession(deps.db, email, hash, new Date(Date.now() + CANDIDATE_SESSION_TTL_SECONDS * 1000));
  return { token, session: await session(deps.db, { sessionId: 0, email }) };
}

/**
 * Who is signed in: the proven address, and the details of the candidate row holding it once that
 * row is proven (decision 119): before, they are what whoever applied first with the address typed,
 * so the session greets nobody by them and the apply form is not prefilled with them (decision 158).
 */
export async function session(db: Db, candidate: CandidateContext): Promise<CandidateSession> {
  const row = await repo.findCandidateByEmail(db, candidate.email);
  const proven = row?.emailVerifiedAt ? row : null;
  return {
    email: candidate.email,
    firstName: proven?.firstName ?? null,
    lastName: proven?.lastName ?? null,
    phoneNumber: proven?.phoneNumber ?? null,
  };
}

export async function signOut(db: Db, candidate: CandidateContext): Promise<void> {
  await repo.deleteSession(db, candidate.sessionId);
}

/** "Mes candidatures": every application of the candidate row that holds the proven address. */
export async function listApplications(db: Db, candidate: CandidateContext): Promise<CandidateApplicationList> {
  const rows = await repo.listApplicationsOf(db, candidate.email);
  return {
    results: rows.map((r) => ({
      uuid: r.uuid,
      company: r.company?.trim() || r.siteName,
      site: { uuid: r.siteLive ? r.siteUuid : null, name: r.siteName, town: townOf(r.siteTown, r.sitePlace) },
      jobName: r.jobName,
      completedAt: r.completedAt,
      status: r.status,
      confirmed: r.confirmed,
      statusMessage: r.statusMessage,
      statusChangedAt: r.statusChangedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * "Confirmer cette candidature" (decision 158, walk of 2026-11-29): the session proves the mailbox
 * (its code or link), the tap is the candidate's claim of the application typed with that address.
 * The same confirmation as the mailed link (`confirmApplicationBySession`); never done on sign-in by
 * itself, since a stranger may have typed the address. Already confirmed: nothing more (204 again).
 * Another address's application, or an unknown one: 404.
 */
export async function confirmApplication(
  deps: CandidateAppDeps,
  candidate: CandidateContext,
  uuid: string,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const application = await repo.findOwnApplication(tx, candidate.email, uuid);
    if (!application) throw notFound();
    if (application.emailConfirmedAt) return;
    await confirmApplicationBySession(tx, { candidateId: application.candidateId, applicationId: application.id }, now, deps);
  });
}

/**
 * The data page of the signed-in candidate (issue 33, item 6): the session proves the mailbox as the
 * mailed data link does (decision 093), so it opens the same page (export, retention date, erasure)
 * with the same token, for the candidate row that holds the proven address; null when none does.
 */
export async function dataAccess(deps: CandidateAppDeps, candidate: CandidateContext): Promise<CandidateDataAccess> {
  const row = await repo.findCandidateByEmail(deps.db, candidate.email);
  return { token: row ? await candidateDataToken(deps.signer, row.uuid) : null };
}
