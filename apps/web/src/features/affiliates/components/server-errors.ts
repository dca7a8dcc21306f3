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
