import { z } from 'zod';
import { paginatedSchema } from './addresses.ts';
import {
  candidateDocumentSchema,
  candidateProfileSchema,
  cityAddressSchema,
  fullAddressSchema,
  matchReasonSchema,
  namedSchema,
} from './candidates.ts';
import { applicationStatusSchema } from './candidate-app.ts';
import { INT4_MAX } from './constants.ts';

/**
 * Applications (spec section 3, Application) as the resumes page reads them. Like candidates,
 * contact details exist only in the `...WithContact` schemas (product decisions).
 */

/** Applications per page of the resumes list. */
export const APPLICATIONS_PAGE_SIZE = 20;
/** Date filters of the resumes list, in days (spec section 2). */
export const APPLICATION_DAYS = ['7', '14', '30'] as const;

const jobRefSchema = z.object({ id: z.int32(), uuid: z.string(), name: z.string() }).nullable();

const applicationBaseFields = {
  uuid: z.string(),
  /** yyyy-MM-dd */
  completedAt: z.string(),
  favorite: z.boolean(),
  job: jobRefSchema,
  experience: namedSchema.nullable(),
  businessUnit: namedSchema.nullable(),
  /**
   * The site applied at; `town` is the town under its QR code: where the application was made, shown
   * as such when the candidate gave no town (a QR applicant's form asks none; decision 143).
   */
  address: z.object({ uuid: z.string(), name: z.string(), town: z.string().nullable() }),
  /**
   * Whether the owner of the e-mail typed with the application confirmed it from the mailed link
   * (decision 119). The names, e-mail and phone shown are those typed with this application: until
   * confirmed, anyone may have typed them ("e-mail not confirmed").
   */
  emailConfirmed: z.boolean(),
  /**
   * The candidate's match with the address job applied to, and why (issue 29, item 7): null for a
   * free application (no job), an unconfirmed one (nothing of the candidate leaves, decision 119)
   * or a candidate who no longer searches that job or a similar one.
   */
  matchingPercentage: z.int32().min(0).max(100).nullable(),
  matchReason: matchReasonSchema.nullable(),
  /** Where the application stands, as its candidate sees it (issue 33), and the recruiter's message with it. */
  status: applicationStatusSchema,
  statusMessage: z.string().nullable(),
};

// ---------------------------------------------------------------------------------------------
// List item (resumes page)

const listCandidatePublic = z.object({
  /** Null until the application is confirmed: nothing of the candidate leaves through it before (decision 119). */
  uuid: z.string().nullable(),
  avatar: z.string().nullable(),
  age: z.int32().nullable(),
  address: cityAddressSchema,
});

export const applicationListItemPublicSchema = z.object({
  ...applicationBaseFields,
  contactAccess: z.literal(false),
  user: z.object({ firstName: z.string() }),
  candidate: listCandidatePublic,
});
export const applicationListItemWithContactSchema = z.object({
  ...applicationBaseFields,
  contactAccess: z.literal(true),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  candidate: listCandidatePublic,
});
export const applicationListItemSchema = z.discriminatedUnion('contactAccess', [
  applicationListItemWithContactSchema,
  applicationListItemPublicSchema,
]);
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

/**
 * GET /api/applications/: `address` (uuid; all the caller's addresses without it), `days` (7, 14,
 * 30), `favorite=1`, `purchased=1`, `job` (job uuid), `with_disability=true`, `experience` and
 * `business_unit` (ids), `page`.
 */
/** A query parameter that takes several values: repeated or comma-separated, 20 at most. */
const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : String(v).split(',')),
    z.array(item).max(20).optional(),
  );

export const applicationListQuerySchema = z.object({
  address: z.uuid().optional(),
  days: z.enum(APPLICATION_DAYS).optional(),
  favorite: z.enum(['1', 'true']).optional(),
  purchased: z.enum(['1', 'true']).optional(),
  // Multi-filters (spec section 2): each one value, repeated (`job=a&job=b`) or comma-separated.
  job: queryList(z.uuid()),
  with_disability: z.enum(['true', '1']).optional(),
  experience: queryList(z.coerce.number().int().max(INT4_MAX).positive()),
  business_unit: queryList(z.coerce.number().int().max(INT4_MAX).positive()),
  page: z.coerce.number().int().max(INT4_MAX).min(1).max(100_000).default(1),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const applicationListAnswerSchema = paginatedSchema(applicationListItemSchema);
export type ApplicationListAnswer = z.infer<typeof applicationListAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Detail (spec section 3, Application)

/**
 * The candidate seen through an application: until the application is confirmed, only what was
 * typed with it (uuid null, every profile field empty), the same for a known e-mail as for an
 * unknown one (decision 119, third round).
 */
const applicationCandidatePublic = candidateProfileSchema.extend({ uuid: z.string().nullable() });
export type ApplicationCandidateProfile = z.infer<typeof applicationCandidatePublic>;
const applicationCandidateWithContact = applicationCandidatePublic.extend({
  phoneNumber: z.string().nullable(),
  address: fullAddressSchema,
});

export const applicationPublicSchema = z.object({
  ...applicationBaseFields,
  contactAccess: z.literal(false),
  user: z.object({ firstName: z.string() }),
  candidate: applicationCandidatePublic,
});
export const applicationWithContactSchema = z.object({
  ...applicationBaseFields,
  contactAccess: z.literal(true),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  candidate: applicationCandidateWithContact,
  documents: z.array(candidateDocumentSchema),
});
/** GET /api/applications/{uuid}/ */
export const applicationSchema = z.discriminatedUnion('contactAccess', [applicationWithContactSchema, applicationPublicSchema]);
export type Application = z.infer<typeof applicationSchema>;

export const applicationUuidParamsSchema = z.object({ uuid: z.uuid() });

/** PATCH /api/applications/{uuid}/ */
export const applicationPatchBodySchema = z.object({ favorite: z.boolean() });
export type ApplicationPatchBody = z.infer<typeof applicationPatchBodySchema>;
export const applicationPatchAnswerSchema = z.object({ uuid: z.string(), favorite: z.boolean() });
