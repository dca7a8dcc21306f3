import { z } from 'zod';
import { AFFILIATE_POSTER_FORMATS } from './constants.ts';
import { phoneNumberSchema } from './registration.ts';
import { APP_BASE } from './routes.ts';
import { ibanSchema } from './iban.ts';
import { V } from './validation.ts';

/**
 * The affiliate area (spec sections 1, 2 and 9; product decisions "Affiliates"; decisions 055-059).
 * Amounts are in cents excluding VAT; months are the first day of a month, `yyyy-MM-01` (UTC).
 */

// Personal QR code ------------------------------------------------------------------------------

/** Query parameter of the candidate sign-up link that carries the affiliate's uuid (decision 056). */
export const AFFILIATE_QUERY = 'affiliate';
/** Where a candidate lands after scanning an affiliate's code (decision 056). */
export const CANDIDATE_SIGNUP_PATH = `${APP_BASE}/candidate-signup`;
export const affiliateSignupUrl = (origin: string, affiliateUuid: string): string =>
  `${origin.replace(/\/+$/, '')}${CANDIDATE_SIGNUP_PATH}?${AFFILIATE_QUERY}=${encodeURIComponent(affiliateUuid)}`;

// The poster formats and their file names live with the constants: the dashboard's download
// imports them without this module's schemas and the phone rule (decision 102).
export { AFFILIATE_POSTER_FORMATS, defaultAffiliatePosterFilename, type AffiliatePosterFormat } from './constants.ts';
export const affiliatePosterQuerySchema = z.object({ format: z.enum(AFFILIATE_POSTER_FORMATS).default('poster') });

// Months and dates --------------------------------------------------------------------------------

export { MONTH_PATTERN, kitDeliveryDate, monthOf, nextMonth, payoutDateOf, previousMonth } from './affiliate-months.ts';
import { MONTH_PATTERN } from './affiliate-months.ts';
export const monthSchema = z.string().regex(MONTH_PATTERN);

// Bank details (decision 116) -------------------------------------------------------------------

/** A change of the IBAN or of the account holder holds the payouts this long (decision 116). */
export const BANK_DETAILS_HOLD_HOURS = 48;
/**
 * Why bank details cannot carry a payout: no IBAN, an IBAN failing its key, no holder name, or a
 * holder name with nothing left once written in the SEPA character set (emoji only, say).
 */
export const BANK_DETAILS_ISSUES = ['iban_missing', 'iban_invalid', 'account_holder_name_missing', 'account_holder_name_unusable'] as const;
export type BankDetailsIssue = (typeof BANK_DETAILS_ISSUES)[number];

// GET /api/affiliate/dashboard/ ---------------------------------------------------------------

export const KIT_STATUSES = ['none', 'pending', 'paid'] as const;
export const PAYOUT_STATUSES = ['scheduled', 'paid', 'failed'] as const;

export const affiliateKitSchema = z.object({
  /** none: never ordered; pending: waiting for the payment; paid. */
  status: z.enum(KIT_STATUSES),
  orderUuid: z.string().nullable(),
  /** ISO date-time of the payment. */
  paidAt: z.string().nullable(),
  /** Announced delivery (`yyyy-MM-dd`): payment date + 7 days. */
  deliveryDate: z.string().nullable(),
  /** Whether the announced delivery date has passed. */
  delivered: z.boolean(),
  /**
   * Whether a paid kit covers today (decision 128: the affiliate is in good standing). When false,
   * no QR code or poster is served, sign-ups are not attributed, nothing is earned and the payouts
   * wait: the area tells the affiliate to pay the kit.
   */
  coversToday: z.boolean(),
  /** ISO date-time the latest paid kit stops covering, or null when none was ever paid. */
  coversUntil: z.string().nullable(),
});
export type AffiliateKit = z.infer<typeof affiliateKitSchema>;

export const affiliatePayoutSchema = z.object({
  amountCents: z.int32(),
  status: z.enum(PAYOUT_STATUSES),
  /** The transfer date, `yyyy-MM-dd` (3rd of the next month). */
  payoutDate: z.string(),
  paidAt: z.string().nullable(),
  /** ISO date-time the transfer was put in a SEPA file for the bank (decision 081); null while it waits. */
  sentAt: z.string().nullable(),
});

export const affiliateMonthSchema = z.object({
  month: z.string(),
  signUps: z.int32(),
  resumesSold: z.int32(),
  earningsCents: z.int32(),
  /** The payout that settled this month's earnings, if any. */
  payout: affiliatePayoutSchema.nullable(),
});
export type AffiliateMonth = z.infer<typeof affiliateMonthSchema>;

/**
 * What the next payout run (the 3rd) will do for the affiliate, as the run itself computes it
 * (`computePayouts`): `scheduled` pays `amountCents` on `date`; `bank_details` would, once the bank
 * details can carry a transfer; `below_threshold` pays nothing until the resumes sold reach the
 * threshold (everything earned waits); `nothing_due` has nothing to pay.
 */
export const NEXT_PAYOUT_STATUSES = ['scheduled', 'bank_details', 'below_threshold', 'nothing_due'] as const;
export type NextPayoutStatus = (typeof NEXT_PAYOUT_STATUSES)[number];

export const nextPayoutSchema = z.object({
  status: z.enum(NEXT_PAYOUT_STATUSES),
  /** `yyyy-MM-dd`: the next run of the payouts (the 3rd of this month before it, else of next month). */
  date: z.string(),
  /** `yyyy-MM-01`: the last month whose earnings that run settles. */
  closesMonth: z.string(),
  /** Cents the transfer of `date` carries (`scheduled`), or would carry (`bank_details`); 0 otherwise. */
  amountCents: z.int32(),
  /** Earned, unpaid and not in that transfer: below the threshold, or earned after `closesMonth`. */
  waitingCents: z.int32(),
});
export type NextPayout = z.infer<typeof nextPayoutSchema>;

export const affiliateDashboardSchema = z.object({
  month: z.string(),
  /** Proven sign-ups (decision 119): those that earned, in the month of their proof. */
  signUps: z.object({ thisMonth: z.int32(), total: z.int32() }),
  resumesSold: z.object({ thisMonth: z.int32(), total: z.int32() }),
  earnings: z.object({
    thisMonthCents: z.int32(),
    /** This month's earnings by source: proven sign-ups and resumes sold (they add up to `thisMonthCents`). */
    thisMonthSignUpsCents: z.int32(),
    thisMonthResumeSalesCents: z.int32(),
    /** Unpaid earnings of the previous months, carried over until the threshold is reached. */
    carriedOverCents: z.int32(),
    /** Everything earned and not yet paid, this month included. */
    unpaidCents: z.int32(),
    /** Everything ever earned. */
    totalCents: z.int32(),
  }),
  threshold: z.object({
    /** Profit starts from this many resumes sold (spec section 9). */
    resumesSold: z.int32(),
    reached: z.boolean(),
    remaining: z.int32(),
  }),
  nextPayout: nextPayoutSchema,
  bankDetailsComplete: z.boolean(),
  /** Why the bank details cannot carry a payout, when they cannot (decision 116). */
  bankDetailsIssue: z.enum(BANK_DETAILS_ISSUES).nullable(),
  /** ISO date-time until which payouts wait after a change of the bank details (48 hours), else null. */
  bankDetailsHeldUntil: z.string().nullable(),
  history: z.array(affiliateMonthSchema),
  kit: affiliateKitSchema,
  /** The candidate sign-up link encoded in the personal QR code. */
  signupUrl: z.string(),
});
export type AffiliateDashboard = z.infer<typeof affiliateDashboardSchema>;

/** Months shown in the dashboard's history, newest first. */
export const AFFILIATE_HISTORY_MONTHS = 12;

// GET/PATCH /api/affiliate/profile/ -------------------------------------------------------------

export const ACCOUNT_HOLDER_NAME_MAX = 70; // SEPA: 70 characters for a name
/** The field error of a holder name a SEPA transfer cannot carry. */
export const ACCOUNT_HOLDER_NAME_SEPA = 'form.validation.account_holder_name_sepa';
export const accountHolderNameSchema = z.string().trim().min(1, V.required).max(ACCOUNT_HOLDER_NAME_MAX, V.maxLength);

export const affiliateProfileSchema = z.object({
  email: z.string(),
  phoneNumber: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  /** Compact, upper case; the page shows it in groups of 4. */
  iban: z.string().nullable(),
  bankDetailsComplete: z.boolean(),
  /** Why the bank details cannot carry a payout, when they cannot (decision 116). */
  bankDetailsIssue: z.enum(BANK_DETAILS_ISSUES).nullable(),
  /** ISO date-time until which payouts wait after a change of the bank details (48 hours), else null. */
  bankDetailsHeldUntil: z.string().nullable(),
});
export type AffiliateProfile = z.infer<typeof affiliateProfileSchema>;

/** The current password field of the bank details (any string: the API checks it against the account's). */
export const currentPasswordSchema = z.string().max(128, V.maxLength);

/**
 * PATCH /api/affiliate/profile/: any of the fields; the e-mail changes through /api/change-email/.
 * `currentPassword` is required when the IBAN or the account holder name differs from the stored
 * one (a first one too): without it `password_required`, wrong `wrong_password`, both on the field
 * (decision 116). The same values sent again are no change and need no password.
 */
export const updateAffiliateProfileBodySchema = z
  .object({
    phoneNumber: phoneNumberSchema.optional(),
    accountHolderName: accountHolderNameSchema.optional(),
    iban: ibanSchema.optional(),
    currentPassword: currentPasswordSchema.optional(),
  })
  .strict();
export type UpdateAffiliateProfileBody = z.input<typeof updateAffiliateProfileBodySchema>;

/** The profile's contact form (the phone); the bank details have their own page and form (issue 29: they were in both). */
export const affiliateProfileFormSchema = z.object({ phoneNumber: phoneNumberSchema });
export type AffiliateProfileFormValues = z.input<typeof affiliateProfileFormSchema>;

/** The change-bank-details form (account holder, IBAN). */
export const bankDetailsFormSchema = z.object({
  accountHolderName: accountHolderNameSchema,
  iban: ibanSchema,
  currentPassword: currentPasswordSchema,
});
export type BankDetailsFormValues = z.input<typeof bankDetailsFormSchema>;
