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

/** The text of an API error code (`errors.<code>`), or the given fallback text. */
export const errorText = (t: TFunction, error: unknown, fallback: string): string =>
  isHttpError(error) ? tDynamic(t, `errors.${error.code}`, fallback) : fallback;
