import { z } from 'zod';
import { APPLY_RATE_LIMIT } from './apply.ts';

/**
 * A candidate proves the e-mail with a one-use link mailed at sign-up and with each application
 * (decision 119). Confirming an application also makes its typed details the candidate's; until a
 * candidate proved the e-mail, they are not sold in the resume shop and their affiliate earns nothing.
 */

/** How many days a confirmation link works. */
export const CANDIDATE_EMAIL_LINK_TTL_DAYS = 30;

/** Confirmations per client IP address and window (public, unauthenticated), like the apply page. */
export const CANDIDATE_EMAIL_RATE_LIMIT = APPLY_RATE_LIMIT;

/** The opaque token of a confirmation link (32 random bytes, base64url). */
export const candidateEmailTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'views.candidate_email.invalid');

/** POST /api/candidate-email/confirm/ */
export const candidateEmailConfirmBodySchema = z.object({ token: candidateEmailTokenSchema }).strict();
export type CandidateEmailConfirmBody = z.infer<typeof candidateEmailConfirmBodySchema>;

/** What the confirmation page shows: whose e-mail, and the application it confirmed (null for a sign-up). */
export const candidateEmailConfirmAnswerSchema = z.object({
  firstName: z.string(),
  application: z.object({ siteName: z.string(), jobName: z.string().nullable() }).nullable(),
});
export type CandidateEmailConfirmAnswer = z.infer<typeof candidateEmailConfirmAnswerSchema>;

/**
 * POST /api/candidate-email/status/: what a link is, read without using it (issue 29: an already
 * used link showed "Confirmer" again). Opening the page reads it; only the click confirms.
 */
export const candidateEmailStatusAnswerSchema = z.object({
  /** The link was used already: the e-mail (and the application) are confirmed. */
  confirmed: z.boolean(),
});
export type CandidateEmailStatusAnswer = z.infer<typeof candidateEmailStatusAnswerSchema>;
