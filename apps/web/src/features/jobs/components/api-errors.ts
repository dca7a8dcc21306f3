import type { TFunction } from 'i18next';
import { isHttpError } from '@/lib/http';
import { translateMessage } from '@/lib/errors';

/** The API's field errors of a failed call, translated (first message of each field). */
export const apiFieldErrors = (t: TFunction, error: unknown): Record<string, string> => {
  if (!isHttpError(error)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const text = translateMessage(t, messages[0]);
    if (text) out[field] = text;
  }
  return out;
};
