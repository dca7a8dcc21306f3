import { z } from 'zod';
import { EMAIL_CODE_LENGTH } from './constants.ts';
import { emailSchema, requiredString, strongPassword8Schema, V } from './validation.ts';

export const tokenBodySchema = z.object({ email: emailSchema, password: z.string().min(1, 'form.validation.required').max(128) });
export type TokenBody = z.infer<typeof tokenBodySchema>;

/**
 * What the API answers when it opens or renews a session (decision 117): the access token, for
 * clients that send it as a bearer token. The refresh token never appears in a body: it travels in
 * the HttpOnly cookie the API sets, with the access token's own cookie for the web app.
 */
export const sessionAnswerSchema = z.object({ access: z.string() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
/** The pair a service makes; only the access token is ever answered in JSON. */
export interface TokenPair {
  access: string;
  refresh: string;
}

export const passwordResetBodySchema = z.object({ email: emailSchema });
/** A password set from a mailed one-use link: a reset, or an invitation (decision 097). */
const passwordLinkBodySchema = z.object({ token: requiredString().max(512), password: strongPassword8Schema });
export const passwordResetConfirmBodySchema = passwordLinkBodySchema;
/** POST /api/invitations/accept/: opens a session, like POST /api/token/. */
export const invitationAcceptBodySchema = passwordLinkBodySchema;
export type InvitationAcceptBody = z.infer<typeof invitationAcceptBodySchema>;

/** The two fields of a new password (set-password modal, reset page): repeat must match (spec section 5). */
export const newPasswordFormSchema = z
  .object({ password: strongPassword8Schema, passwordRepeat: z.string().min(1, V.required) })
  .refine((values) => values.password === values.passwordRepeat, { message: V.sameAsPassword, path: ['passwordRepeat'] });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** The current password, asked before what a stolen session alone must not do (decisions 073, 139). */
export const currentPasswordSchema = z.string({ error: V.required }).min(1, V.required).max(128, V.maxLength);
export const changePasswordBodySchema = z.object({ oldPassword: currentPasswordSchema, newPassword: strongPassword8Schema });
/** The current password is asked too: a stolen access token alone cannot move the account (issue 10). */
export const changeEmailBodySchema = z.object({ oldEmail: emailSchema, newEmail: emailSchema, password: currentPasswordSchema });
/**
 * PATCH /api/change-email/ answers 202: nothing moves yet, a code went to the new address (decision
 * 118). POST /api/change-email/confirm/ with that code moves the account.
 */
export const changeEmailPendingSchema = z.object({ newEmail: z.string() });
export type ChangeEmailPending = z.infer<typeof changeEmailPendingSchema>;
export const changeEmailConfirmBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), 'errors.email_code_invalid'),
});
/** POST /api/change-email/undo/: the token of the link mailed to the old address. */
export const changeEmailUndoBodySchema = z.object({ token: requiredString().max(512) });
export const changeEmailUndoneSchema = z.object({ email: z.string() });

/** Place object stored with an address (spec section 3, Address.content). */
export const placeSchema = z.object({
  placeName: z.string(),
  place_name: z.string().optional(),
  featureName: z.string(),
  context: z.string(),
  description: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  postalCode: z.string().optional(),
  inseeCode: z.string().optional(),
  /** House number and street, when the place is a street address (issue 11, item 3). */
  street: z.string().optional(),
});
export type Place = z.infer<typeof placeSchema>;

export const activitySectorSchema = z.object({ id: z.int32(), name: z.string() });

export const subscriptionSummarySchema = z
  .object({
    status: z.string(),
    plan: z.object({ id: z.int32(), product: z.int32() }).nullable(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  })
  .nullable();

/** Address as the profile and the address pages see it (spec section 3). */
export const addressSummarySchema = z.object({
  id: z.int32(),
  uuid: z.string(),
  name: z.string(),
  content: placeSchema.nullable(),
  logo: z.string().nullable(),
  activitySector: activitySectorSchema.nullable(),
  qrcodeTown: z.string().nullable(),
  siret: z.string().nullable(),
  active: z.boolean(),
  recruiter_uuid: z.string(),
  isParent: z.boolean(),
  parent: z.int32().nullable(),
  parentUuid: z.string().nullable(),
  childrenLength: z.int32(),
  subscription: subscriptionSummarySchema,
  premium: z.boolean(),
  receiveApplicationByEmail: z.boolean(),
  email: z.string().nullable(),
  frequency: z.enum(['none', 'daily', 'weekly']),
  freeApplication: z.boolean(),
});
export type AddressSummary = z.infer<typeof addressSummarySchema>;

export const recruiterSchema = z.object({
  uuid: z.string(),
  company: z.string().nullable(),
  manager: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  maxAddresses: z.int32(),
  premium: z.boolean(),
  hasPayedOrders: z.boolean(),
  affiliate: z.boolean(),
  headhunter: z.boolean(),
  headhunterPremium: z.boolean(),
  displayBusinessUnitPage: z.boolean(),
  displayQrCodePage: z.boolean(),
  parent: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  siret: z.string().nullable(),
  activitySector: activitySectorSchema.nullable(),
  address: placeSchema.nullable(),
  addresses: z.array(addressSummarySchema),
});
export type Recruiter = z.infer<typeof recruiterSchema>;

/** GET /api/recruiter/me/profile/: the user with their recruiter. */
export const profileSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  recruiter: recruiterSchema,
});
export type Profile = z.infer<typeof profileSchema>;
