import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText, translateMessage } from '@/lib/errors';
import { isHttpError } from '@/lib/http';

/**
 * The one way from an API answer's `fieldErrors` to a form's fields (issue 30, item 3). The API keys
 * its messages by the body schema's paths (`name`, `content.description`, `addresses.0.siret`); a form
 * shows them on the field the path starts with.
 */
export interface FieldPathOptions {
  /** A prefix of the API's paths the form does not have (the registration's first address: `addresses.0.`). */
  prefix?: string;
  /** The form's name of an API field, where the two differ. */
  rename?: Readonly<Record<string, string>>;
}

const formField = (path: string, { prefix, rename }: FieldPathOptions): string => {
  const inForm = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
  const first = inForm.split('.')[0]!;
  return rename?.[first] ?? first;
};

/** The API's messages (i18n keys) of a failed call by form field, in the API's order; {} when it has none. */
export function apiFieldMessages(error: unknown, options: FieldPathOptions = {}): Record<string, string[]> {
  if (!isHttpError(error)) return {};
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if (messages.length > 0) (out[formField(path, options)] ??= []).push(...messages);
  }
  return out;
}

/**
 * The same, translated, each field's messages joined with ', ' (spec section 8: "HTTP error with
 * oldEmail and/or newEmail arrays shows each joined with ', '"); only `fields` when given.
 */
export function apiFieldErrors(
  t: TFunction,
  error: unknown,
  options: FieldPathOptions & { fields?: readonly string[] } = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(apiFieldMessages(error, options))) {
    if (!options.fields || options.fields.includes(field)) out[field] = messages.map((m) => translateMessage(t, m) ?? m).join(', ');
  }
  return out;
}

/**
 * Puts the API's messages on a react-hook-form: the first message (a key its fields translate) of each
 * field the form has. Whether any was set: a form without one shows its generic error instead.
 */
export function setApiFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: Iterable<string>,
  options: FieldPathOptions = {},
): boolean {
  const known = new Set(fields);
  let set = false;
  for (const [field, messages] of Object.entries(apiFieldMessages(error, options))) {
    if (!known.has(field)) continue;
    setError(field as Path<T>, { message: messages[0] });
    set = true;
  }
  return set;
}

/**
 * Whether a refused save needs the form's generic error message: not when every field error of
 * the answer has its field on screen (it says it there, and a generic alert beside it only
 * confuses), but when the answer has none (server down, network) or names a field the form lacks.
 */
export const needsErrorAlert = (fieldErrors: Record<string, string>, shownFields: readonly string[]): boolean => {
  const fields = Object.keys(fieldErrors);
  return fields.length === 0 || fields.some((field) => !shownFields.includes(field));
};

/** The API's first message on `field` (translated) when it sent one, else the error code's text (a form without that field). */
export const fieldOrErrorText = (t: TFunction, error: unknown, field: string, fallback: string): string => {
  const key = apiFieldMessages(error)[field]?.[0];
  return key ? (translateMessage(t, key) ?? key) : errorText(t, error, fallback);
};
