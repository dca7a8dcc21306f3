/**
 * The error codes and the shape of an error answer, without zod: the web app reads every failed
 * answer with `isErrorAnswer`, and zod stays off the pages that validate nothing (issue 15,
 * decision 085). `errors.ts` builds the schemas of the API from the same list.
 */

/**
 * Error codes the API sends. The API never sends French sentences: the web app maps each code to
 * the specification's text through i18next (`errors.<code>`).
 */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  'token_invalid',
  'token_expired',
  'token_reused',
  'not_authenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'email_taken',
  'wrong_password',
  'email_mismatch',
  'reset_token_invalid',
  'siret_invalid',
  'siret_taken',
  'file_too_large',
  'file_format',
  'parent_address_delete',
  'payment_failed',
  'webhook_signature_invalid',
  'invoice_not_ready',
  'siret_not_found',
  'siret_lookup_unavailable',
  'last_address_delete',
  'address_completed',
  'basket_empty',
  /** A resume of the basket is already in another order of the buyer waiting for its payment. */
  'resume_payment_pending',
  /** A payment link names an address that already has a subscription running. */
  'address_already_subscribed',
  /** A payment link names the same address twice. */
  'address_listed_twice',
  /** The account already holds the most unpaid new addresses it may (decision 131). */
  'too_many_unpaid_addresses',
  /** A checkout of the same purchase was just paid, or is being opened (decision 116). */
  'payment_pending',
  /** The current password is needed to change payout bank details (decision 116). */
  'password_required',
  'payload_too_large',
  /** The candidate already applied to this job (or freely to this site): apply page. */
  'already_applied',
  /** A candidate with this e-mail (case ignored) already exists: candidate sign-up page. */
  'already_registered',
  /** The affiliate's kit is unpaid or no longer covers today: no QR code, poster, sign-up or earning (decision 128). */
  'affiliate_kit_unpaid',
  /** The contact form's ALTCHA answer is missing, wrong, expired or already used. */
  'captcha_invalid',
  /** A candidate's data link (retention notice, decision 093) is forged, expired or its data already erased. */
  'privacy_link_invalid',
  /** An invitation link (decision 097) unknown, expired, already used, or for an account that has a password. */
  'invitation_invalid',
  /** A candidate's e-mail confirmation link (decision 119) unknown or expired. */
  'candidate_email_link_invalid',
  /** Another account took the address at the same moment (two moves onto one e-mail, decision 118). */
  'email_conflict',
  /** An e-mail change's undo link (decision 118) unknown, expired or already used. */
  'email_undo_invalid',
  /** The server cannot take this document now (its workers are busy): try again after Retry-After (decision 115). */
  'server_busy',
  /** The support suspended the account (issue 34, decision 161): told on sign-in, after the right password. */
  'account_suspended',
  /** A write in the support's read-only view of an account (decision 161): refused, whatever the route. */
  'view_only',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One error answer for every failure: `{ code, message, fieldErrors }` (schema: `errorAnswerSchema`). */
export interface ErrorAnswer {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** With `rate_limited`: seconds before a new attempt is accepted (also the `Retry-After` header). */
  retryAfterSeconds?: number;
}

const CODES: ReadonlySet<string> = new Set(ERROR_CODES);
const INT32_MAX = 2 ** 31 - 1;

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && CODES.has(value);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `value` is what `errorAnswerSchema` accepts (same rules, checked in errors.test.ts). */
export const isErrorAnswer = (value: unknown): value is ErrorAnswer => {
  if (!isRecord(value) || !isErrorCode(value.code) || typeof value.message !== 'string') return false;
  const { fieldErrors, retryAfterSeconds } = value;
  if (fieldErrors !== undefined) {
    if (!isRecord(fieldErrors)) return false;
    for (const messages of Object.values(fieldErrors)) {
      if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string')) return false;
    }
  }
  if (retryAfterSeconds !== undefined) {
    if (
      typeof retryAfterSeconds !== 'number' ||
      !Number.isInteger(retryAfterSeconds) ||
      retryAfterSeconds < 0 ||
      retryAfterSeconds > INT32_MAX
    )
      return false;
  }
  return true;
};
