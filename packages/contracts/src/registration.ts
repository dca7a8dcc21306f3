import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { criteriaIssues, monthlySalarySchema, JOB_DESCRIPTION_MAX } from './address-jobs.ts';
import { addressNameSchema, imageDataUrlSchema, requiredQrcodeTownSchema } from './addresses.ts';
import { EMAIL_CODE_LENGTH, QUANTITY_MAX, QUANTITY_MIN } from './constants.ts';
import { frenchPlaceSchema } from './places.ts';
import { emailSchema, fullNameSchema, requiredString, siretIssue, strongPassword8Schema, strongPasswordSchema, V } from './validation.ts';

export { strongPassword8Schema };

/**
 * Proving the e-mail before registering (decision 078): the visitor asks for a code, which goes to
 * the address (or, when it already has an account, a mail that says so); the code is exchanged for
 * a proof that the registration bodies carry. The answers are the same whether the e-mail exists.
 */
export const EMAIL_PROOF_KEYS = {
  codeInvalid: 'errors.email_code_invalid',
  proofInvalid: 'errors.email_proof_invalid',
  linkInvalid: 'errors.email_link_invalid',
} as const;
export const emailCodeRequestSchema = z.object({ email: emailSchema });
export const emailCodeSchema = z
  .string()
  .trim()
  .min(1, V.required)
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), EMAIL_PROOF_KEYS.codeInvalid);
export const emailCodeCheckSchema = z.object({ email: emailSchema, code: emailCodeSchema });
export const emailProofAnswerSchema = z.object({ emailProof: z.string() });
export type EmailProofAnswer = z.infer<typeof emailProofAnswerSchema>;
/**
 * The single-use link mailed with every code (decision 158): its token (43 base64url characters),
 * bounded; it works in any browser, once, for the purpose and the address it was mailed for.
 */
export { EMAIL_CODE_LINK_QUERY } from './constants.ts';
export const emailCodeLinkSchema = z
  .object({
    token: z.string().trim().min(1, EMAIL_PROOF_KEYS.linkInvalid).max(200, EMAIL_PROOF_KEYS.linkInvalid),
  })
  .strict();
export type EmailCodeLink = z.infer<typeof emailCodeLinkSchema>;
/** POST /api/registration/email-code/link/: the proof, and the address it proves (the form fills it). */
export const emailLinkProofAnswerSchema = emailProofAnswerSchema.extend({ email: z.string() });
export type EmailLinkProofAnswer = z.infer<typeof emailLinkProofAnswerSchema>;
/** The proof a registration body carries (a signed token). */
const emailProofSchema = z.string({ error: EMAIL_PROOF_KEYS.proofInvalid }).min(1, EMAIL_PROOF_KEYS.proofInvalid).max(2000);

/**
 * Registration (spec sections 2, 3 "Registration draft", 5 and 7 `POST /api/recruiter/`):
 * recruiters in 4 steps, head-hunters in one form, affiliates in 3 steps plus the kit payment.
 */

/** i18n keys of the registration rules that `V` does not hold. */
export const REGISTRATION_KEYS = {
  phone: 'form.validation.phone',
  useCondition: 'form.validation.use_condition',
  jobRequired: 'views.register_step_1.job_required',
} as const;

/** How a French number may be written: 0X XX XX XX XX, +33 X XX XX XX XX or 0033..., with spaces, dots or dashes ("+33 (0)6..." too). */
const FRENCH_PHONE_WRITING = /^(?:0|\+33)[\d\s.()-]*$/;

/**
 * A French phone number as typed, parsed by libphonenumber-js (decision 079; its small "min"
 * metadata checks the French numbering plan's lengths and leading digits, not the line types), or
 * null when the text is not written as above or is not a valid French number.
 */
export const parseFrenchPhone = (value: string): PhoneNumber | null => {
  const text = value.trim();
  if (!FRENCH_PHONE_WRITING.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, { defaultCountry: 'FR', extract: false });
  return phone?.country === 'FR' && phone.isValid() ? phone : null;
};
export const isFrenchPhoneNumber = (value: string): boolean => parseFrenchPhone(value) !== null;
export const phoneNumberSchema = z.string().trim().min(1, V.required).refine(isFrenchPhoneNumber, REGISTRATION_KEYS.phone);

/** Optional SIRET: empty means none; otherwise the one rule of every flow (`siretIssue`). */
export const optionalSiretSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s/g, ''))
  .superRefine((v, ctx) => {
    const issue = v === '' ? null : siretIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** Head-hunter and affiliate passwords: 8 characters and the strong rule the form announces. */

const idList = (min = 0) => z.array(z.int32().positive()).min(min).max(100);

/**
 * The job of a registration: steps 1 (job, salary, contracts, working time, remote) and 3
 * (experiences; personal qualities; professional knowledge and soft skills). Languages, licences
 * and the like are not asked at registration.
 */
export const registrationJobShape = {
  job: z.int32({ error: REGISTRATION_KEYS.jobRequired }).positive(),
  monthlySalary: monthlySalarySchema.optional(),
  contracts: idList(1),
  workingTime: z.int32({ error: V.required }).positive(),
  remote: z.int32({ error: V.required }).positive(),
  jobDescription: z.string().trim().max(JOB_DESCRIPTION_MAX, V.maxLength).nullable().optional(),
  experiences: idList(),
  personalQualities: idList(),
  professionalKnowledge: idList(),
  professionalSoftSkills: idList(),
};
export const registrationJobSchema = z.object(registrationJobShape).superRefine((job, ctx) => {
  const issues = criteriaIssues({ ...job, languages: [1] });
  for (const [field, keys] of Object.entries(issues)) for (const key of keys) ctx.addIssue({ code: 'custom', message: key, path: [field] });
});
export type RegistrationJob = z.infer<typeof registrationJobSchema>;

/** Step 1 alone (the job and its contract terms), for the browser. */
export const registrationStep1Schema = z.object({
  job: registrationJobShape.job,
  monthlySalary: registrationJobShape.monthlySalary,
  contracts: registrationJobShape.contracts.min(1, V.required),
  workingTime: registrationJobShape.workingTime,
  remote: registrationJobShape.remote,
});

const passwordsMatch = (v: { password: string; passwordRepeat: string }, ctx: z.RefinementCtx) => {
  if (v.password !== v.passwordRepeat) ctx.addIssue({ code: 'custom', message: V.sameAsPassword, path: ['passwordRepeat'] });
};

/** Step 2: account and company (12-character strong password). */
export const registrationAccountShape = {
  email: emailSchema,
  emailProof: emailProofSchema,
  password: strongPasswordSchema,
  passwordRepeat: z.string().min(1, V.required),
  company: requiredString().max(150, V.maxLength),
  manager: fullNameSchema,
  phoneNumber: phoneNumberSchema,
  siret: optionalSiretSchema,
  /** The address (site) name printed with the QR code, bounded as everywhere (decision 123). */
  addressName: addressNameSchema,
  qrcodeTown: requiredQrcodeTownSchema,
  place: frenchPlaceSchema,
  activitySector: z.int32({ error: V.required }).positive({ message: V.required }),
  logo: imageDataUrlSchema.nullable().optional(),
};
export const registrationStep2Schema = z.object(registrationAccountShape).superRefine(passwordsMatch);
export type RegistrationStep2Values = z.input<typeof registrationStep2Schema>;

/** POST /api/recruiter/: user, recruiter, address and job draft in one transaction, then the payment. */
export const recruiterRegistrationBodySchema = z
  .object({
    ...registrationAccountShape,
    addressJob: registrationJobSchema,
    /** The terms accepted before the first payment (issue 11, item 8). */
    acceptTerms: z.literal(true, { error: REGISTRATION_KEYS.useCondition }),
    /** The chosen address-subscription price (1 or 12 months); the default price when absent. */
    price: z.int32().positive().optional(),
    /** Query `type` of the marketing search (default 'decouverte'). */
    type: z.string().trim().max(40).optional(),
    /** QR stickers ordered with the first address, 0 to 10 (spec section 2, "Register-address form"). */
    stickers: z.int32().min(QUANTITY_MIN).max(QUANTITY_MAX).default(0),
    fingerprint: z.string().max(200).optional(),
  })
  .superRefine(passwordsMatch);
export type RecruiterRegistrationBody = z.infer<typeof recruiterRegistrationBodySchema>;

/** The head-hunter's first search (decision 121): the job they look for and where. */
const headhunterSearchShape = {
  job: z.int32({ error: REGISTRATION_KEYS.jobRequired }).positive({ message: REGISTRATION_KEYS.jobRequired }),
  place: frenchPlaceSchema,
};

/**
 * Head-hunter registration: e-mail, password (strong, 8), repeat, activity sector, and the search
 * they start with (decision 121): the job they look for and where. The API makes of it their first
 * site, without subscription, holding that job, so that the resume shop has candidates to show on
 * the first day. `company` names that site when it fits its 35 characters.
 */
export const headhunterRegistrationBodySchema = z
  .object({
    email: emailSchema,
    emailProof: emailProofSchema,
    password: strongPassword8Schema,
    passwordRepeat: z.string().min(1, V.required),
    activitySector: z.int32({ error: V.required }).positive({ message: V.required }),
    company: z.string().trim().max(150, V.maxLength).optional(),
    ...headhunterSearchShape,
  })
  .superRefine(passwordsMatch);
export type HeadhunterRegistrationBody = z.infer<typeof headhunterRegistrationBodySchema>;

/**
 * POST /api/recruiter/headhunter/first-site/ (decision 136): the first search of a head-hunter
 * account without any site (registered before decision 121, or whose site was deleted), the same
 * two fields as the registration's, which the API turns into the same free site.
 */
export const headhunterFirstSiteBodySchema = z.object(headhunterSearchShape);
export type HeadhunterFirstSiteBody = z.infer<typeof headhunterFirstSiteBodySchema>;
export const headhunterFirstSiteAnswerSchema = z.object({ address: z.uuid() });

/** Affiliate step 1: e-mail and password. */
export const affiliateStep1Schema = z
  .object({
    email: emailSchema,
    emailProof: emailProofSchema,
    password: strongPassword8Schema,
    passwordRepeat: z.string().min(1, V.required),
  })
  .superRefine(passwordsMatch);
/** Affiliate step 2: who they are. */
export const affiliateStep2Schema = z.object({
  company: requiredString().max(150, V.maxLength),
  manager: fullNameSchema,
  phoneNumber: phoneNumberSchema,
  siret: optionalSiretSchema,
});
/** Affiliate step 3: where the kit is delivered. */
export const affiliateStep3Schema = z.object({ place: frenchPlaceSchema });

/** POST /api/recruiter/affiliate/: the affiliate account and its kit order (extra posters and stickers). */
export const affiliateRegistrationBodySchema = z
  .object({
    email: emailSchema,
    emailProof: emailProofSchema,
    password: strongPassword8Schema,
    passwordRepeat: z.string().min(1, V.required),
    company: affiliateStep2Schema.shape.company,
    manager: affiliateStep2Schema.shape.manager,
    phoneNumber: phoneNumberSchema,
    siret: optionalSiretSchema,
    place: frenchPlaceSchema,
    posters: z.int32().min(QUANTITY_MIN).max(QUANTITY_MAX).default(0),
    stickers: z.int32().min(QUANTITY_MIN).max(QUANTITY_MAX).default(0),
    /** Terms and contributor contract accepted (the payment page's consent switch). */
    useCondition: z.literal(true, { error: REGISTRATION_KEYS.useCondition }),
  })
  .superRefine(passwordsMatch);
export type AffiliateRegistrationBody = z.input<typeof affiliateRegistrationBodySchema>;

/**
 * What the web needs to sign in and pay: the new session's access token (its refresh token goes in
 * the HttpOnly cookie, decision 117). `checkoutUrl` is null when nothing is to be paid.
 */
export const registrationAnswerSchema = z.object({
  access: z.string(),
  checkoutUrl: z.string().nullable(),
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

export { DEFAULT_REGISTRATION_TYPE, HEADHUNTER_REGISTRATION_TYPE, subscriptionTitleKey } from './constants.ts';
