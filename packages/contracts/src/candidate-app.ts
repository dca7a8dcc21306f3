import { z } from 'zod';
import { APPLICATION_STATUS_MESSAGE_MAX, APPLICATION_STATUSES, RECRUITER_SET_STATUSES } from './application-status.ts';
import { emailCodeSchema } from './registration.ts';
import { emailSchema } from './validation.ts';

/**
 * The candidate's side (issue 33, decision 151): a candidate signs in without a password, with a
 * code mailed to the address (the product's one e-mail code, decision 078/139/144), and sees the
 * applications made with that proven address and what became of them.
 */

/** How long a candidate's session lasts without a new code (its HttpOnly cookie and its row). */
export const CANDIDATE_SESSION_TTL_DAYS = 30;

/** Code requests and checks per client address and window (public routes, decision 144). */
export const CANDIDATE_CODE_RATE_LIMIT = { max: 20, timeWindowMs: 15 * 60_000 } as const;
/** Sign-in code mails one address may get an hour, whatever the client (past it: the same answer, nothing sent). */
export const CANDIDATE_CODES_PER_ADDRESS_HOUR = 20;
/** Sign-in code mails one client may ask for one address an hour (past it: 429). */
export const CANDIDATE_CODES_PER_CLIENT_HOUR = 5;

export {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_MESSAGE_MAX,
  RECRUITER_SET_STATUSES,
  type ApplicationStatus,
} from './application-status.ts';

export const CANDIDATE_APP_KEYS = {
  notSignedIn: 'views.candidate_app.not_signed_in',
} as const;

/** POST /api/candidate-app/code/ */
export const candidateCodeRequestSchema = z.object({ email: emailSchema }).strict();
export type CandidateCodeRequest = z.infer<typeof candidateCodeRequestSchema>;

/** POST /api/candidate-app/code/check/ */
export const candidateCodeCheckSchema = z.object({ email: emailSchema, code: emailCodeSchema }).strict();
export type CandidateCodeCheck = z.infer<typeof candidateCodeCheckSchema>;

/**
 * The signed-in candidate: the proven address, and the first name when a candidate row holds it. The
 * last name and phone prefill the apply form (issue 33, item 2) only when that row's details are
 * proven (its e-mail confirmed, decision 119): else they may be what a stranger typed with the address.
 */
export const candidateSessionSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type CandidateSession = z.infer<typeof candidateSessionSchema>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** One application as its candidate sees it ("Mes candidatures"). */
export const candidateApplicationSchema = z.object({
  uuid: z.string(),
  company: z.string(),
  /** `uuid`: the site's public company page (issue 33 item 4), null when the site is no longer live. */
  site: z.object({ uuid: z.uuid().nullable(), name: z.string(), town: z.string().nullable() }),
  jobName: z.string().nullable(),
  /** yyyy-MM-dd */
  completedAt: z.string(),
  status: applicationStatusSchema,
  /**
   * Whether the application's mailbox was proven (its mailed link, or "Confirmer cette candidature" in
   * the signed-in space): only a confirmed application is shown to the recruiter as confirmed, mailed
   * on a status change and shows the recruiter's message (decisions 119, 157).
   */
  confirmed: z.boolean(),
  /** The recruiter's message with the last status change, if any (a confirmed application only). */
  statusMessage: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

export const candidateApplicationListSchema = z.object({ results: z.array(candidateApplicationSchema) });
export type CandidateApplicationList = z.infer<typeof candidateApplicationListSchema>;

/** PUT /api/applications/{uuid}/status/ (the recruiter of the application). */
export const applicationStatusBodySchema = z
  .object({
    status: z.enum(RECRUITER_SET_STATUSES),
    message: z.string().trim().max(APPLICATION_STATUS_MESSAGE_MAX).nullish(),
  })
  .strict();
export type ApplicationStatusBody = z.infer<typeof applicationStatusBodySchema>;
export const applicationStatusAnswerSchema = z.object({
  uuid: z.string(),
  status: applicationStatusSchema,
  statusMessage: z.string().nullable(),
  /** Whether the candidate was mailed (false: same status, or the candidate's day budget is spent). */
  mailed: z.boolean(),
});
export type ApplicationStatusAnswer = z.infer<typeof applicationStatusAnswerSchema>;

/**
 * POST /api/candidate-app/data-access/: the token of the candidate's data page (decision 093), which
 * the signed-in candidate opens without waiting for a mailed link; null when no candidate row holds
 * the proven address (nothing to show).
 */
export const candidateDataAccessSchema = z.object({ token: z.string().nullable() });
export type CandidateDataAccess = z.infer<typeof candidateDataAccessSchema>;

// ---------------------------------------------------------------------------------------------
// Companies followed (issue 33 item 4, decision 156)

/** Sites one candidate may follow at once: a list that stays readable, and bounded. */
export const CANDIDATE_FOLLOWS_MAX = 100;
export const FOLLOW_KEYS = {
  tooMany: 'views.candidate_app.follow.errors.too_many',
} as const;

export const followParamsSchema = z.object({ uuid: z.uuid() });

/** POST /api/candidate-app/applications/{uuid}/confirm/: the application to confirm. */
export const candidateApplicationParamsSchema = z.object({ uuid: z.uuid() });

/** A followed site, as the candidate's space lists it (newest followed first). */
export const followedCompanySchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  town: z.string().nullable(),
  /** Its open jobs now; 0 when the site is no longer live (it stays listed until unfollowed). */
  openJobs: z.int32(),
  followedAt: z.string(),
});
export type FollowedCompany = z.infer<typeof followedCompanySchema>;
export const followedCompanyListSchema = z.object({ results: z.array(followedCompanySchema) });
export type FollowedCompanyList = z.infer<typeof followedCompanyListSchema>;
