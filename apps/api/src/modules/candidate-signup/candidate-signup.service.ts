import { normalizeFrenchPhone } from '@app/contracts/apply';
import {
  CANDIDATE_SIGNUP_KEYS,
  type CandidateSignupAnswer,
  type CandidateSignupBodyParsed,
  type CandidateSignupInfo,
} from '@app/contracts/candidate-signup';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
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

const alreadyRegistered = () =>
  new AppError('already_registered', 'A candidate already signed up with this e-mail', { email: ['errors.already_registered'] });

/** A unique-index violation on the lower-cased e-mail (should the lock ever be bypassed). */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * POST /api/candidate-signup/: 409 `already_registered` when a candidate has the e-mail (case
 * ignored). An unknown affiliate code is not an error: the candidate signs up unattributed.
 */
export interface CandidateSignupDeps extends CandidateEmailDeps {
  log?: (message: string, extra?: Record<string, unknown>) => void;
}

export async function signUp(deps: CandidateSignupDeps, body: CandidateSignupBodyParsed): Promise<CandidateSignupAnswer> {
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

  try {
    const candidate = await db.transaction(async (tx) => {
      await repo.lockEmail(tx, email);
      if (await repo.emailExists(tx, email)) throw alreadyRegistered();
      const candidate = await repo.insertCandidate(tx, {
        firstName: body.firstName,
        lastName: body.lastName,
        email,
        phoneNumber: normalizeFrenchPhone(body.phoneNumber),
        withDisability: body.withDisability,
        cityName: place.featureName || place.placeName,
        postalCode: place.postalCode ?? null,
        context: place.context || null,
        latitude: place.latitude,
        longitude: place.longitude,
        affiliateId: affiliate?.id ?? null,
      });
      await repo.insertSearchedJob(tx, candidate.id, body.jobId, body.experienceId);
      if (affiliate) await repo.insertAttribution(tx, { affiliateId: affiliate.id, candidateId: candidate.id, at: candidate.signedUpAt });
      return candidate;
    });
    // The account of the sign-up is written: a mail failure is logged (the candidate may apply, or sign up is refused as known).
    await sendEmailProof(deps, {
      candidateId: candidate.id,
      applicationId: null,
      to: email,
      firstName: body.firstName,
      application: null,
    }).catch((err: unknown) => deps.log?.('sign-up confirmation mail failed', { err }));
    return { uuid: candidate.uuid, firstName: body.firstName, affiliated: affiliate !== undefined };
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyRegistered();
    throw err;
  }
}
