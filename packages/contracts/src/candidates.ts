import { z } from 'zod';
import { paginatedSchema } from './addresses.ts';
import { INT4_MAX, MATCH_LIST_CAP } from './constants.ts';

/**
 * Candidates as recruiters see them (spec sections 3 and 7; product decisions "Who may see a
 * candidate's contact details"). Contact details (last name, e-mail, phone number, documents,
 * full address) exist only in the `...WithContact` schemas: an answer serialized through a public
 * schema cannot carry them, whatever the service put in the object.
 */

/** Comma-separated positive ids, as the spec's `candidate__searched_jobs__job__in` (at most 200). */
export const idListParamSchema = z.string().regex(/^\d{1,9}(,\d{1,9}){0,199}$/, 'form.validation.invalid');
export const parseIdList = (value: string | undefined): number[] | null =>
  value === undefined || value === '' ? null : [...new Set(value.split(',').map(Number))];

const pageSchema = z.coerce.number().int().max(INT4_MAX).min(1).max(100_000).default(1);
const booleanFlag = z.enum(['true', 'false', '1', '0']);

// The fallback group name lives with the constants: pages import it without this module's schemas.
export { NO_SEARCHED_JOB_NAME } from './constants.ts';

export const namedSchema = z.object({ id: z.int32(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

export const searchedJobSchema = z.object({
  job: z.object({ id: z.int32(), uuid: z.string(), name: z.string() }),
  experience: namedSchema.nullable(),
});
export type SearchedJob = z.infer<typeof searchedJobSchema>;

// ---------------------------------------------------------------------------------------------
// Why a match percentage (issue 29, item 7; decision 126)

/** An experience level (experiences.level) with its reference name. */
export const experienceLevelSchema = z.object({ level: z.int32(), name: z.string() });

/** How many of the items a job asks for the candidate has; `required` 0: the job asks for none. */
export const matchShareSchema = z.object({ met: z.int32().min(0), required: z.int32().min(0) });

/**
 * The parts a match percentage is made of, from the very computation of the percentage (the API's
 * `percentageOfParts` of these parts is the percentage shown beside them): the candidate searches
 * the job itself or a similar one; the candidate's experience on it and the lowest level the job
 * accepts (null: none declared / none required); skills, languages and mobility (licences,
 * locomotions, CACES) met of required; the distance between the candidate's town and the address in
 * whole km (null when one is unknown) and whether it is within the distance that earns points.
 */
export const matchReasonSchema = z.object({
  job: z.enum(['same', 'similar']),
  experience: z.object({ candidate: experienceLevelSchema.nullable(), required: experienceLevelSchema.nullable() }),
  skills: matchShareSchema,
  languages: matchShareSchema,
  mobility: matchShareSchema,
  distance: z.object({ km: z.int32().min(0).nullable(), near: z.boolean() }),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

// ---------------------------------------------------------------------------------------------
// Candidate card and lists (resume shop)

/** Candidate card (spec section 3). `purchasedDate` is yyyy-MM-dd. */
export const candidateCardSchema = z.object({
  uuid: z.string(),
  firstName: z.string(),
  favorite: z.boolean(),
  tag: z.enum(['rare']).nullable(),
  /** Uuids of the caller's addresses the candidate applied to. */
  appliedAddresses: z.array(z.string()),
  matchingPercentage: z.int32().min(0).max(100),
  /** Why that percentage; null while the list is being refreshed (the parts would not add up to it). */
  matchReason: matchReasonSchema.nullable(),
  matchingSearchedJob: searchedJobSchema.nullable(),
  candidate: z.object({ avatar: z.string().nullable() }),
  purchasedDate: z.string().nullable(),
  /** Signed up less than 7 days ago (product decisions, "Candidates"). */
  isNew: z.boolean(),
});
export type CandidateCard = z.infer<typeof candidateCardSchema>;

/** GET /api/candidate/ (spec section 7). `new_candidates`: 1 the new ones, 0 the others. */
export const candidateListQuerySchema = z.object({
  candidate__searched_jobs__job__in: idListParamSchema.optional(),
  candidate__with_disability: booleanFlag.optional(),
  new_candidates: z.enum(['0', '1']).optional(),
  page: pageSchema,
});
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;

/**
 * `moreThan`: set (to `MATCH_LIST_CAP`) when the list holds more candidates than it keeps for this
 * filter and the answer cannot say more (a page past the kept rows, or a count over several lists
 * that would need every candidate): the shop then says "plus de 500" (decision 166).
 */
export const candidateListAnswerSchema = paginatedSchema(candidateCardSchema).extend({
  moreThan: z.int32().nullable().optional(),
});
export type CandidateListAnswer = z.infer<typeof candidateListAnswerSchema>;

/**
 * The one rule of a shop page past what a match list keeps (decision 166): a list keeps the best
 * `MATCH_LIST_CAP` of each filter's group, so a page whose first row is past them is not served
 * when the group lost rows (`capped`): it answers no rows and "plus de 500".
 */
export const pastMatchListCap = (offset: number, capped: boolean): boolean => capped && offset >= MATCH_LIST_CAP;

/** GET /api/favorite-candidate/ */
export const favoriteListQuerySchema = z.object({
  page: pageSchema,
  job__in: idListParamSchema.optional(),
  with_disability: booleanFlag.optional(),
});
export type FavoriteListQuery = z.infer<typeof favoriteListQuerySchema>;

/** POST /api/favorite-candidate/ toggles the candidate in the caller's favourites. */
export const favoriteToggleBodySchema = z.object({ uuid: z.uuid() });
export const favoriteToggleAnswerSchema = z.object({ uuid: z.string(), favorite: z.boolean() });
export type FavoriteToggleAnswer = z.infer<typeof favoriteToggleAnswerSchema>;

/** GET /api/purchased-candidate/ */
export const purchasedListQuerySchema = z.object({
  page: pageSchema,
  candidate__searched_jobs__job: z.coerce.number().int().max(INT4_MAX).positive().optional(),
  with_disability: booleanFlag.optional(),
});
export type PurchasedListQuery = z.infer<typeof purchasedListQuerySchema>;

/** Purchased group (spec section 3): by searched job, then by purchase date (yyyy-MM-dd), newest first. */
export const purchasedGroupSchema = z.object({
  searchedJobName: z.string(),
  dateGroups: z.array(z.object({ purchasedDate: z.string(), candidates: z.array(candidateCardSchema) })),
});
export type PurchasedGroup = z.infer<typeof purchasedGroupSchema>;
/** `count` and the pages count candidates; `results` are the groups of the page's candidates. */
export const purchasedListAnswerSchema = paginatedSchema(purchasedGroupSchema);
export type PurchasedListAnswer = z.infer<typeof purchasedListAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Candidate profile

export const cityAddressSchema = z.object({ cityName: z.string().nullable(), context: z.string().nullable() });
/** Full address: a contact detail. */
export const fullAddressSchema = cityAddressSchema.extend({ streetAddress: z.string().nullable(), postalCode: z.string().nullable() });

export const candidateDocumentSchema = z.object({ name: z.string(), file: z.string() });

export const previousJobSchema = z.object({
  beginningDate: z.string(),
  endDate: z.string().nullable(),
  stillInOffice: z.boolean(),
  job: z.object({ name: z.string() }),
  company: z.string().nullable(),
  description: z.string().nullable(),
});

/** What anyone may read of a candidate (product decisions): never a contact detail. */
export const candidateProfileSchema = z.object({
  uuid: z.string(),
  firstName: z.string(),
  avatar: z.string().nullable(),
  age: z.int32().nullable(),
  tag: z.enum(['rare']).nullable(),
  address: cityAddressSchema,
  jobs: z.array(searchedJobSchema),
  degrees: z.array(z.object({ name: z.string(), school: z.string().nullable(), year: z.int32().nullable() })),
  languages: z.array(z.object({ id: z.int32(), name: z.string(), level: z.string().nullable() })),
  licences: z.array(z.object({ id: z.int32(), code: z.string(), name: z.string() })),
  locomotions: z.array(z.object({ id: z.int32(), name: z.string(), icon: z.string() })),
  caces: z.array(z.object({ id: z.int32(), code: z.string(), name: z.string() })),
  skills: z.array(z.object({ id: z.int32(), name: z.string(), groupId: z.int32() })),
  previousJobs: z.array(previousJobSchema),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

/** Contact details, present only when the caller may see them. */
export const candidateContactFields = {
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: fullAddressSchema,
  documents: z.array(candidateDocumentSchema),
};

/** The application a profile was opened from (candidateResumeDetail's `applicationUuid`). */
export const profileApplicationSchema = z.object({
  uuid: z.string(),
  completedAt: z.string(),
  favorite: z.boolean(),
  job: z.object({ id: z.int32(), uuid: z.string(), name: z.string() }).nullable(),
  experience: namedSchema.nullable(),
  businessUnit: namedSchema.nullable(),
  /** Whether the candidate confirmed this application from the mailed link (decision 119): "Confirmée" or "En attente de confirmation". */
  emailConfirmed: z.boolean(),
});

const candidateDetailFields = {
  favorite: z.boolean(),
  matchingPercentage: z.int32().min(0).max(100).nullable(),
  matchReason: matchReasonSchema.nullable(),
  purchasedDate: z.string().nullable(),
  appliedAddresses: z.array(z.string()),
  isNew: z.boolean(),
  application: profileApplicationSchema.nullable(),
};

export const candidateDetailPublicSchema = candidateProfileSchema.extend({ ...candidateDetailFields, contactAccess: z.literal(false) });
export const candidateDetailWithContactSchema = candidateProfileSchema.extend({
  ...candidateDetailFields,
  ...candidateContactFields,
  contactAccess: z.literal(true),
});
/** GET /api/candidate/{uuid}/ */
export const candidateDetailSchema = z.discriminatedUnion('contactAccess', [candidateDetailWithContactSchema, candidateDetailPublicSchema]);
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

export const candidateDetailQuerySchema = z.object({ application: z.uuid().optional() });
export const candidateUuidParamsSchema = z.object({ uuid: z.uuid() });

/** GET /api/public-resume/{uuid}/ (no sign-in, never contact details). */
export const publicResumeSchema = candidateProfileSchema.extend({
  application: profileApplicationSchema.omit({ businessUnit: true, favorite: true, emailConfirmed: true }).nullable(),
});
export type PublicResume = z.infer<typeof publicResumeSchema>;

// ---------------------------------------------------------------------------------------------
// Filters

/** Job filter item (spec section 3). */
export const jobFilterItemSchema = z.object({
  id: z.int32(),
  uuid: z.string(),
  name: z.string(),
  count: z.int32(),
  similarJobs: z.array(z.object({ id: z.int32() })),
});
export type JobFilterItem = z.infer<typeof jobFilterItemSchema>;

/**
 * GET /api/addresses/{uuid}/filters/: the address's jobs with counts (candidates in the shop for
 * head-hunters and non-premium recruiters, applications for premium recruiters), and the
 * experience and business-unit filters.
 */
export const addressFiltersSchema = z.object({
  jobs: z.array(jobFilterItemSchema),
  experiences: z.array(namedSchema),
  businessUnits: z.array(namedSchema),
});
export type AddressFilters = z.infer<typeof addressFiltersSchema>;
