import { z } from 'zod';
import { APPLY_KEYS, APPLY_NAME_MAX, APPLY_RATE_LIMIT } from './apply.ts';
import { frenchPlaceSchema } from './places.ts';
import { phoneNumberSchema } from './registration.ts';
import { emailSchema, personNameSchema, V } from './validation.ts';

/**
 * The web candidate sign-up behind an affiliate's personal QR code
 * (`/app/candidate-signup?affiliate={recruiter uuid}`, docs/decisions/056 and 065-069). No sign-in.
 * The field rules are the apply page's (names, e-mail, French phone, experience, consent).
 */

/** i18n keys of the sign-up rules that `V` and the apply page do not hold. */
export const CANDIDATE_SIGNUP_KEYS = {
  consent: 'views.candidate_signup.errors.consent',
  jobRequired: 'views.candidate_signup.errors.job_required',
  cityRequired: 'views.candidate_signup.errors.city_required',
  experience: APPLY_KEYS.experience,
  job: 'form.validation.invalid_choice',
} as const;

/** Sign-ups per client IP address and window: the same budget as the apply form. */
export const CANDIDATE_SIGNUP_RATE_LIMIT = APPLY_RATE_LIMIT;

/** Longest `affiliate` value read; anything that is not a uuid is simply not an affiliate. */
export const AFFILIATE_CODE_MAX = 100;
const affiliateCodeSchema = z.string().trim().max(AFFILIATE_CODE_MAX);

/** GET /api/candidate-signup/?affiliate= */
export const candidateSignupQuerySchema = z.object({ affiliate: affiliateCodeSchema.optional() });
export type CandidateSignupQuery = z.infer<typeof candidateSignupQuerySchema>;

/**
 * Whether the code names an affiliate, and only what the "recommandé par" line needs: the first
 * name of the account's manager and the company (never an e-mail, phone, IBAN or id).
 */
export const candidateSignupInfoSchema = z.object({
  valid: z.boolean(),
  affiliate: z.object({ firstName: z.string().nullable(), company: z.string().nullable() }).nullable(),
});
export type CandidateSignupInfo = z.infer<typeof candidateSignupInfoSchema>;

const nameSchema = personNameSchema(APPLY_NAME_MAX);

/**
 * The candidate's town: a place of the place search, with its coordinates (match distances). Bounded
 * like every place a form sends (the answer's `placeSchema` is not: an outsider stored a 2.5 MB town).
 */
export const signupPlaceSchema = frenchPlaceSchema.extend({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** POST /api/candidate-signup/ */
export const candidateSignupBodySchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    phoneNumber: phoneNumberSchema,
    /** The searched job: a job of the catalogue picked from the job search suggestions. */
    jobId: z.int32(CANDIDATE_SIGNUP_KEYS.jobRequired).positive(CANDIDATE_SIGNUP_KEYS.jobRequired),
    experienceId: z.int32(V.required).positive(V.required),
    place: signupPlaceSchema.nullable().refine((p) => p !== null, CANDIDATE_SIGNUP_KEYS.cityRequired),
    withDisability: z.boolean().default(false),
    consent: z.boolean().refine((v) => v === true, CANDIDATE_SIGNUP_KEYS.consent),
    /** The affiliate's recruiter uuid read from the QR code link, when there is one. */
    affiliate: affiliateCodeSchema.nullable().optional(),
  })
  .strict();
export type CandidateSignupBody = z.input<typeof candidateSignupBodySchema>;
export type CandidateSignupBodyParsed = z.output<typeof candidateSignupBodySchema>;

/** The job chosen in the form: what the suggest field shows again. */
export const signupJobSchema = z.object({ id: z.int32(), name: z.string() });
export type SignupJob = z.infer<typeof signupJobSchema>;

/**
 * The sign-up form: the body's rules, with the picked job object instead of its id (the field
 * needs its name); the page turns it into `jobId`.
 */
export const candidateSignupFormSchema = candidateSignupBodySchema
  .omit({ jobId: true, affiliate: true })
  .extend({ job: signupJobSchema.nullable().refine((j) => j !== null, CANDIDATE_SIGNUP_KEYS.jobRequired) });
export type CandidateSignupFormValues = z.input<typeof candidateSignupFormSchema>;

/** The answer of a sign-up: what the thank-you screen shows. */
export const candidateSignupAnswerSchema = z.object({
  uuid: z.uuid(),
  firstName: z.string(),
  /** The sign-up was attributed to the affiliate of the code. */
  affiliated: z.boolean(),
});
export type CandidateSignupAnswer = z.infer<typeof candidateSignupAnswerSchema>;
