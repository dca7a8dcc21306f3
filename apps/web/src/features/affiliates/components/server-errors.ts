import type { TFunction } from 'i18next';
import { translateMessage } from '@/lib/errors';
import { isHttpError } from '@/lib/http';

/** The API's per-field messages (`fieldErrors`), translated and joined with ', '. */
export const serverFieldErrors = (t: TFunction, error: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (!isHttpError(error)) return out;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    out[field.split('.')[0]!] = messages.map((m) => translateMessage(t, m) ?? m).join(', ');
  }
  return out;
};

/**
 * Whether a refused save needs the form's generic error message: not when every field error of
 * the answer has its field on screen (it says it there, and a generic alert beside it only
 * confuses), but when the answer has none (server down, network) or names a field the form lacks.
 */
export const needsErrorAlert = (fieldErrors: Record<string, string>, shownFields: readonly string[]): boolean => {
  const fields = Object.keys(fieldErrors);
  return fields.length === 0 || fields.some((field) => !shownFields.includes(field));
};
