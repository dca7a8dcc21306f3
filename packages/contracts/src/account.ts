import { z } from 'zod';
import { activitySectorSchema, currentPasswordSchema, placeSchema } from './auth.ts';
import { ACTIVITY_SECTOR_PAGE_SIZE, ACTIVITY_SECTOR_PAGE_SIZE_MAX } from './constants.ts';
import { imageFieldSchema } from './addresses.ts';
import { frenchPlaceSchema } from './places.ts';
import { fullNameSchema, requiredString, siretSchema, V } from './validation.ts';
import { INT4_MAX } from './constants.ts';

/** The account form's data (GET and PATCH /api/recruiter/me/). */
export const accountSchema = z.object({
  company: z.string().nullable(),
  manager: z.string().nullable(),
  address: placeSchema.nullable(),
  activitySector: activitySectorSchema.nullable(),
  logo: z.string().nullable(),
  siret: z.string().nullable(),
  headhunter: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const companySchema = requiredString().max(150, V.maxLength);

/**
 * PATCH /api/recruiter/me/ (spec section 7: company, manager omitted for head-hunters, address).
 * The manager rule depends on the caller: the API requires it for everyone but head-hunters, who
 * choose an activity sector instead (spec section 6), and ignores it for head-hunters.
 */
export const updateAccountBodySchema = z
  .object({
    company: companySchema,
    manager: fullNameSchema.optional(),
    address: frenchPlaceSchema,
    activitySector: z.int32().positive().nullable().optional(),
    /** A new logo (data URL), the current one's URL (kept), or null (removed). */
    logo: imageFieldSchema.optional(),
  })
  .strict();
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

/** The account form in the browser: the manager is required unless the user is a head-hunter. */
export const accountFormSchema = (headhunter: boolean) =>
  z.object({
    company: companySchema,
    manager: headhunter ? z.string() : fullNameSchema,
    address: frenchPlaceSchema.nullable().refine((v) => v !== null, V.required),
    activitySector: activitySectorSchema.nullable(),
  });
export type AccountFormValues = z.input<ReturnType<typeof accountFormSchema>>;

/** PATCH /api/change-siret/. */
/** PATCH /api/change-siret/: the new SIRET and the current password (decision 139). */
export const changeSiretBodySchema = z.object({ newSiret: siretSchema, password: currentPasswordSchema });
export type ChangeSiretBody = z.infer<typeof changeSiretBodySchema>;
/** DELETE /api/recruiter/me/delete/: the current password (decision 139). */
export const deleteAccountBodySchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** POST /api/siret/: checks a SIRET and looks the company up. */
export const siretLookupBodySchema = z.object({ siret: siretSchema });
export const siretLookupAnswerSchema = z.object({
  siret: z.string(),
  company: z.string().nullable(),
  activitySector: activitySectorSchema.nullable(),
  address: placeSchema.nullable(),
});
export type SiretLookupAnswer = z.infer<typeof siretLookupAnswerSchema>;

/** GET /api/activity-sectors/ (spec section 7: search, page_size=6). */
export const activitySectorQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().max(INT4_MAX).min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().max(INT4_MAX).min(1).max(ACTIVITY_SECTOR_PAGE_SIZE_MAX).default(ACTIVITY_SECTOR_PAGE_SIZE),
});
export const activitySectorListAnswerSchema = z.object({ count: z.int32(), results: z.array(activitySectorSchema) });
export type ActivitySectorListAnswer = z.infer<typeof activitySectorListAnswerSchema>;
