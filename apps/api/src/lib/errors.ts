import type { ErrorCode } from '@app/contracts/errors';

const STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_credentials: 401,
  token_invalid: 401,
  token_expired: 401,
  token_reused: 401,
  not_authenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  email_taken: 400,
  wrong_password: 400,
  email_mismatch: 400,
  reset_token_invalid: 400,
  siret_invalid: 400,
  siret_taken: 400,
  file_too_large: 413,
  file_format: 400,
  parent_address_delete: 409,
  payment_failed: 502,
  webhook_signature_invalid: 400,
  invoice_not_ready: 409,
  siret_not_found: 404,
  siret_lookup_unavailable: 503,
  last_address_delete: 409,
  address_completed: 409,
  basket_empty: 400,
  resume_payment_pending: 409,
  address_already_subscribed: 409,
  payment_pending: 409,
  too_many_unpaid_addresses: 409,
  password_required: 400,
  address_listed_twice: 400,
  payload_too_large: 413,
  already_applied: 409,
  already_registered: 409,
  affiliate_kit_unpaid: 403,
  captcha_invalid: 400,
  privacy_link_invalid: 400,
  invitation_invalid: 400,
  candidate_email_link_invalid: 400,
  email_conflict: 409,
  email_undo_invalid: 400,
  server_busy: 503,
  account_suspended: 403,
  view_only: 403,
  internal_error: 500,
};

/**
 * The one error services throw. The error handler turns it into `{ code, message, fieldErrors }`
 * with the status of its code; `fieldErrors` carries i18n keys per field.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** With `rate_limited`: seconds to wait, sent in the body and as `Retry-After`. */
  retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message?: string, fieldErrors?: Record<string, string[]>) {
    super(message ?? code);
    this.code = code;
    this.status = STATUS[code];
    this.fieldErrors = fieldErrors;
  }
}

export const rateLimited = (retryAfterSeconds: number): AppError => {
  const error = new AppError('rate_limited', 'Too many requests');
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};

export const notFound = (): AppError => new AppError('not_found', 'Not found');
export const fieldError = (code: ErrorCode, field: string, key: string): AppError => new AppError(code, key, { [field]: [key] });
