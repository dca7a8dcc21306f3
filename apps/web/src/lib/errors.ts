import type { TFunction } from 'i18next';
import { isHttpError } from './http';

/** `t` for keys known only at run time (validation messages, API codes); falls back to a text. */
const tDynamic = (t: TFunction, key: string, fallback: string): string =>
  (t as unknown as (key: string, options: { defaultValue: string }) => string)(key, { defaultValue: fallback });

/**
 * Turns a validation message of the shared schemas (an i18n key such as `form.validation.required`)
 * or a field error sent by the API into a French text. Unknown strings are shown as they are.
 */
export const translateMessage = (t: TFunction, message: string | undefined): string | undefined =>
  message ? tDynamic(t, message, message) : undefined;

/** Seconds to wait that a `rate_limited` answer carries, if any. */
const retryAfterSeconds = (body: unknown): number | null => {
  const value = (body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof value === 'number' && value > 0 ? value : null;
};

/**
 * The text of an API error code (`errors.<code>`), or the given fallback text. A `rate_limited`
 * answer that says how long to wait gives "Réessayez dans N minutes".
 */
export const errorText = (t: TFunction, error: unknown, fallback: string): string =>
  waitText(t, error) ?? (isHttpError(error) ? tDynamic(t, `errors.${error.code}`, fallback) : fallback);

/** Minutes to wait (rounded up) that a `rate_limited` error says, null if it says none; undefined for another error. */
export const rateLimitedMinutes = (error: unknown): number | null | undefined => {
  if (!isHttpError(error) || error.code !== 'rate_limited') return undefined;
  const wait = retryAfterSeconds(error.body);
  return wait === null ? null : Math.ceil(wait / 60);
};

/** "Réessayez dans N minutes" for a `rate_limited` answer that says how long to wait, else null. */
export const waitText = (t: TFunction, error: unknown): string | null => {
  const wait = isHttpError(error) && error.code === 'rate_limited' ? retryAfterSeconds(error.body) : null;
  return wait === null ? null : t('errors.rate_limited_wait', { count: Math.ceil(wait / 60) });
};
