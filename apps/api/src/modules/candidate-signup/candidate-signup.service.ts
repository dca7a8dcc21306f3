import { isUniqueViolation } from '../../lib/db-errors.ts';
import { normalizeFrenchPhone } from '@app/contracts/apply';
import {
  CANDIDATE_SIGNUP_KEYS,
  type CandidateSignupAnswer,
  type CandidateSignupBodyParsed,
  type CandidateSignupInfo,
} from '@app/contracts/candidate-signup';
import { DEFAULT_LANGUAGE, type Language } from '@app/contracts/constants';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { signupPlaceSchema } from '@app/contracts/candidate-signup';

type SignupPlace = z.output<typeof signupPlaceSchema>;
import type { Db } from '../../db/client.ts';
import type { PendingSignUp } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { candidateLanguage } from '../../lib/mail-language.ts';
import { alreadyRegisteredMail } from './candidate-signup.mails.ts';
import { sendEmailProof, type CandidateEmailDeps } from '../candidate-email/index.ts';
import * as repo from './candidate-signup.repository.ts';

/**
 * The web candidate sign-up behind an affiliate's QR code (docs/decisions/056 and 065-069): creates
 * the candidate with their searched job and town, and attributes them to the affiliate of the code,
 * in one transaction; then mails the link that proves the e-mail. The candidate is not proven until
 * the link is used (decision 119): not sold in the resume shop, and the affiliate's 'signup' earning
 * is written at that moment, once (modules/candidate-email). The resume-sale earnings are written
 * by `modules/affiliates/affiliate-earnings.ts` when an attributed resume is paid.
 */

const uuidSchema = z.uuid();

/** The affiliate named by a code, or undefined (no code, not a uuid, unknown, or not an affiliate). */
async function affiliateOf(db: Db, code: string | null | undefined) {
  const value = code?.trim();
  if (!value || !uuidSchema.safeParse(value).success) return undefined;
  return repo.findAffiliate(db, value.toLowerCase());
}

/** First word of the manager's name: "Camille Martin" -> "Camille". */
const firstNameOf = (manager: string | null): string | null => manager?.trim().split(/\s+/)[0] || null;

/** GET /api/candidate-signup/?affiliate=: whether the code is an affiliate's, with the "recommandé par" names. */
export async function getSignupInfo(db: Db, code: string | undefined): Promise<CandidateSignupInfo> {
  const affiliate = await affiliateOf(db, code);
  if (!affiliate) return { valid: false, affiliate: null };
  return { valid: true, affiliate: { firstName: firstNameOf(affiliate.manager), company: affiliate.company?.trim() || null } };
}

/**
 * POST /api/candidate-signup/: the answer never depends on whether the e-mail is known (decision
 * 119, second round): 201 with a fresh uuid each time. A new e-mail creates the candidate; the
 * e-mail of a candidate not proven yet creates nothing, and the sign-up (with its affiliate) waits
 * with the link mailed to that e-mail, applied when it is used; a proven candidate is mailed that
 * they already have a profile, and nothing is created. An unknown affiliate code is not an error:
 * the candidate signs up unattributed.
 */
export interface CandidateSignupDeps extends CandidateEmailDeps {
  log?: (message: string, extra?: Record<string, unknown>) => void;
  /**
   * Whether a proven candidate's mailbox may be sent another "already registered" mail (the route's
   * budget per mailbox, decision 149); past it, the answer is the same and nothing is sent.
   */
  mayMailProven?: (candidateId: number) => Promise<boolean>;
}

type Outcome =
  | { kind: 'created'; candidate: { id: number; uuid: string } }
  | { kind: 'pending'; candidateId: number }
  | { kind: 'proven'; candidateId: number; firstName: string };

export async function signUp(
  deps: CandidateSignupDeps,
  body: CandidateSignupBodyParsed,
  language: Language = DEFAULT_LANGUAGE,
  retried = false,
): Promise<CandidateSignupAnswer> {
  const { db } = deps;
  if (!(await repo.jobExists(db, body.jobId))) {
    throw new AppError('validation_failed', 'Unknown job', { jobId: [CANDIDATE_SIGNUP_KEYS.job] });
  }
  if (!(await repo.experienceExists(db, body.experienceId))) {
    throw new AppError('validation_failed', 'Unknown experience', { experienceId: [CANDIDATE_SIGNUP_KEYS.experience] });
  }
  const affiliate = await affiliateOf(db, body.affiliate);
  const place = body.place!;
  const email = body.email.trim();
  const typed: PendingSignUp = {
    firstName: body.firstName,
    lastName: body.lastName,
    phoneNumber: normalizeFrenchPhone(body.phoneNumber),
    withDisability: body.withDisability,
    ...candidatePlaceColumns(place),
    jobId: body.jobId,
    experienceId: body.experienceId,
    affiliateId: affiliate?.id ?? null,
  };

  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx): Promise<Outcome> => {
      await repo.lockEmail(tx, email);
      const known = await repo.findByEmail(tx, email);
      if (known)
        return known.proven
          ? { kind: 'proven', candidateId: known.id, firstName: known.firstName }
          : { kind: 'pending', candidateId: known.id };
      // Nothing typed by an unproven hand becomes the person's profile or ties them to an affiliate
      // (decision 149): the row holds the names to greet and mail; the place, the searched job and the
      // affiliate wait in the sign-up's own link and are written when that link is used. Proving the
      // mailbox another way (an application's link) applies none of them.
      const candidate = await repo.insertCandidate(tx, {
        firstName: typed.firstName,
        lastName: typed.lastName,
        phoneNumber: typed.phoneNumber,
        withDisability: typed.withDisability,
        email,
        language,
      });
      return { kind: 'created', candidate };
    });
  } catch (err) {
    // A candidate of that e-mail written meanwhile without the lock: it is known now.
    if (isUniqueViolation(err) && !retried) return signUp(deps, body, language, true);
    throw err;
  }

  // What was written is kept: a mail failure is logged, never told (the answer must not differ).
  const mailed =
    outcome.kind === 'proven'
      ? (deps.mayMailProven ?? (() => Promise.resolve(true)))(outcome.candidateId).then(async (may) => {
          if (!may) return;
          const lang = await candidateLanguage(db, outcome.candidateId);
          await deps.mailer.send(
            await alreadyRegisteredMail({ email, candidateId: outcome.candidateId }, { lang, firstName: outcome.firstName }),
          );
        })
      : sendEmailProof(deps, {
          candidateId: outcome.kind === 'created' ? outcome.candidate.id : outcome.candidateId,
          applicationId: null,
          to: email,
          firstName: body.firstName,
          language,
          application: null,
          signup: {
            pending: typed,
            // A known candidate's mail shows what the link would change; a new one's is a plain confirmation.
            shown:
              outcome.kind === 'pending'
                ? {
                    fullName: `${typed.firstName} ${typed.lastName}`,
                    phoneNumber: typed.phoneNumber,
                    withDisability: typed.withDisability,
                    cityName: typed.cityName,
                  }
                : null,
          },
        });
  await mailed.catch((err: unknown) => deps.log?.('sign-up mail failed', { err }));
  // Every answer carries a fresh uuid that names nothing: the candidate's own is not told to whoever
  // typed the address (it would watch their public resume), and a known e-mail looks like a new one.
  return { uuid: randomUUID(), firstName: body.firstName, affiliated: affiliate !== undefined };
}

/**
 * A candidate's town as the candidate row keeps it, from a place of the place search with its
 * coordinates: the sign-up's and the candidate's profile's one rule (issue 33 item 2).
 */
export function candidatePlaceColumns(place: SignupPlace) {
  return {
    cityName: place.featureName || place.placeName,
    postalCode: place.postalCode ?? null,
    context: place.context || null,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
