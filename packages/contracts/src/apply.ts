import { z } from 'zod';
import { parseFrenchPhone, phoneNumberSchema } from './registration.ts';
import { emailSchema, personNameSchema, V } from './validation.ts';

/**
 * The public candidate apply page that an address's candidate QR code opens
 * (`/app/addresses/{uuid}/apply`, docs/decisions/012 and 060-064). No sign-in: the answers carry
 * nothing but what a candidate may see (never a recruiter's e-mail, phone or manager).
 */

/** i18n keys of the apply rules that `V` does not hold. */
export const APPLY_KEYS = {
  phone: 'form.validation.phone',
  consent: 'views.apply.errors.consent',
  jobRequired: 'views.apply.errors.job_required',
  jobUnavailable: 'views.apply.errors.job_unavailable',
  noFreeApplication: 'views.apply.errors.no_free_application',
  experience: 'form.validation.invalid_choice',
} as const;

/** Longest first or last name a candidate may type. */
export const APPLY_NAME_MAX = 100;

/** Applications per client IP address and window (public, unauthenticated form). */
export const APPLY_RATE_LIMIT = { max: 10, timeWindowMs: 15 * 60_000 } as const;

export const applyParamsSchema = z.object({ uuid: z.uuid() });

const named = z.object({ id: z.int32(), name: z.string() });

/** One site (address) of the page: the page's own address, and its children for a premium parent. */
export const applySiteSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  town: z.string().nullable(),
  /** The site accepts applications without a job (spec: free-application card). */
  freeApplication: z.boolean(),
});
export type ApplySite = z.infer<typeof applySiteSchema>;

/** An active job a candidate may apply to. */
export const applyJobSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  contracts: z.array(named),
  workingTime: named.nullable(),
  remote: named.nullable(),
  urgent: z.boolean(),
  /** The site holding the job, with its name and town (shown when the page has several sites). */
  site: z.object({ uuid: z.uuid(), name: z.string(), town: z.string().nullable() }),
});
export type ApplyJob = z.infer<typeof applyJobSchema>;

/** The employer brand shown to candidates (premium accounts), when the address has one. */
export const applyBrandSchema = z.object({
  description: z.string().nullable(),
  values: z.string().nullable(),
  advantages: z.array(z.string()),
  /** The media tab: the pictures' public addresses (up to 3) and the video link (a consented player shows it). */
  pictures: z.array(z.string()),
  video: z.string().nullable(),
});
export type ApplyBrand = z.infer<typeof applyBrandSchema>;

/** GET /api/apply/{uuid}/: the public view of the address. */
export const applyPageSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  town: z.string().nullable(),
  /** The site's place (the recruiter's address), for a link to a map; null when it has none (issue 33). */
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  activitySector: named.nullable(),
  brand: applyBrandSchema.nullable(),
  sites: z.array(applySiteSchema),
  jobs: z.array(applyJobSchema),
  /** At least one site of the page accepts an application without a job. */
  freeApplication: z.boolean(),
});
export type ApplyPage = z.infer<typeof applyPageSchema>;

const nameSchema = personNameSchema(APPLY_NAME_MAX);

/**
 * POST /api/apply/{uuid}/. `addressJobUuid` is one of the page's active jobs; without it, the
 * application is a free one on `siteUuid` (default: the page's address), which must accept them.
 */
export const applyBodySchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    phoneNumber: phoneNumberSchema,
    addressJobUuid: z.uuid(APPLY_KEYS.jobRequired).nullable().optional(),
    siteUuid: z.uuid().nullable().optional(),
    experienceId: z.int32(V.required).positive(V.required),
    withDisability: z.boolean().default(false),
    consent: z.boolean().refine((v) => v === true, APPLY_KEYS.consent),
  })
  .strict();
export type ApplyBody = z.input<typeof applyBodySchema>;
export type ApplyBodyParsed = z.output<typeof applyBodySchema>;

/**
 * POST /api/candidate-app/apply/{uuid}/: the one-tap apply of a signed-in candidate (issue 33 item 2,
 * decision 158): the same body and rules, without the e-mail, which is the session's proven address.
 */
export const signedInApplyBodySchema = applyBodySchema.omit({ email: true });
export type SignedInApplyBody = z.input<typeof signedInApplyBodySchema>;

/**
 * The apply form: the same rules, with one `choice` (a job, or a site's free application) that
 * must be made before sending; the page turns it into `addressJobUuid` or `siteUuid`.
 */
export const applyFormSchema = applyBodySchema
  .omit({ addressJobUuid: true, siteUuid: true })
  .extend({ choice: z.string().min(1, APPLY_KEYS.jobRequired) });
export type ApplyFormValues = z.input<typeof applyFormSchema>;

/** The answer of a sent application: what the thank-you screen shows. */
export const applyAnswerSchema = z.object({
  uuid: z.uuid(),
  jobName: z.string().nullable(),
  siteName: z.string(),
  completedAt: z.string(),
});
export type ApplyAnswer = z.infer<typeof applyAnswerSchema>;

/** Stores French numbers one way: `06 12 34 56 78` (from `+33 6…`, `0033 6…`, dots or dashes). */
export const normalizeFrenchPhone = (value: string): string => {
  const phone = parseFrenchPhone(value);
  return phone ? `0${phone.nationalNumber}`.replace(/(\d{2})(?=\d)/g, '$1 ') : value.trim();
};

/**
 * Messages of the apply page when another page of the product embeds it in a frame (spec section 2:
 * "a message from an embedded application frame opens an application modal, or a not-found modal").
 * Posted to the embedding page of the same origin only.
 */
export const APPLY_FRAME_SOURCE = 'qrecrute-apply';
export type ApplyFrameMessage =
  { source: typeof APPLY_FRAME_SOURCE; type: 'applied'; firstName: string } | { source: typeof APPLY_FRAME_SOURCE; type: 'not_found' };

export const isApplyFrameMessage = (value: unknown): value is ApplyFrameMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return m.source === APPLY_FRAME_SOURCE && (m.type === 'not_found' || (m.type === 'applied' && typeof m.firstName === 'string'));
};

/** The site's query that opens an address's apply page in a frame: `/?candidature=<address uuid>`. */
export const APPLY_FRAME_QUERY = 'candidature';
