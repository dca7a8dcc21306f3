import type { TFunction } from 'i18next';
import { isHttpError } from '@/lib/http';
import { translateMessage } from '@/lib/errors';

/**
 * The API's messages for the given fields, each field's messages joined with ', ' (spec section 8:
 * "HTTP error with oldEmail and/or newEmail arrays shows each joined with ', '"). Empty when the
 * error carries none of them.
 */
export const joinedFieldErrors = (t: TFunction, error: unknown, fields: readonly string[]): Record<string, string> => {
  if (!isHttpError(error)) return {};
  const out: Record<string, string> = {};
  for (const field of fields) {
    const messages = error.fieldErrors[field];
    if (messages && messages.length > 0) out[field] = messages.map((m) => translateMessage(t, m) ?? m).join(', ');
  }
  return out;
};
