import { z } from 'zod';

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
  'payload_too_large',
  /** The candidate already applied to this job (or freely to this site): apply page. */
  'already_applied',
  /** A candidate with this e-mail (case ignored) already exists: candidate sign-up page. */
  'already_registered',
  /** The contact form's ALTCHA answer is missing, wrong, expired or already used. */
  'captcha_invalid',
  'internal_error',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** One error answer for every failure: `{ code, message, fieldErrors }`. */
export const errorAnswerSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** With `rate_limited`: seconds before a new attempt is accepted (also the `Retry-After` header). */
  retryAfterSeconds: z.int32().nonnegative().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
