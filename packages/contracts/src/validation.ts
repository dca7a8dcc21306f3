import { z } from 'zod';
import { MESSAGE_MAX, PASSWORD_MIN, PASSWORD_REGISTRATION_MIN, SIRET_LENGTH } from './constants.ts';

/**
 * Field rules of specification section 5. Each issue message is an i18n key of the specification
 * (`form.validation.*`), so the forms show the spec's French text and the API sends the same key
 * in `fieldErrors`.
 */
export const V = {
  required: 'form.validation.required',
  invalidCharacters: 'form.validation.invalid_characters',
  email: 'form.validation.email',
  fullName: 'form.validation.full_name',
  minLength: 'form.validation.min_length',
  sameAsPassword: 'form.validation.same_as_password',
  isSiret: 'form.validation.isSiret',
  youtubeLink: 'form.validation.youtube_link',
  isStrong: 'form.validation.is_strong',
  maxLength: 'form.validation.max_length',
  fileSize: 'form.validation.file_size',
  imageFileFormat: 'form.validation.image_file_format',
  /** Registration logos: PNG or JPEG only (spec section 5: "in register-address must be an image and not SVG"). */
  imageFileFormatNoSvg: 'form.validation.image_file_format_no_svg',
  salary: 'incorrect_salary_format',
} as const;

export const requiredString = () => z.string().trim().min(1, V.required);

export const emailSchema = z.string().trim().min(1, V.required).max(254, V.email).pipe(z.email(V.email));

/** The one form of an e-mail used as a key (sign-in limits, comparisons): trimmed, lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const passwordSchema = z.string().min(1, V.required).min(PASSWORD_MIN, V.minLength).max(128, V.maxLength);

/** Registration password: 12 characters with lowercase, uppercase, digit and special character. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).+$/;
export const strongPasswordSchema = z
  .string()
  .min(1, V.required)
  .min(PASSWORD_REGISTRATION_MIN, V.minLength)
  .max(128, V.maxLength)
  .regex(STRONG_PASSWORD, V.isStrong);

/**
 * The same four classes from 8 characters: affiliate and candidate registration, and every new
 * password of an existing account (reset, change: decision 073), where the spec asks 8 at least.
 */
export const strongPassword8Schema = z
  .string()
  .min(1, V.required)
  .min(PASSWORD_MIN, V.minLength)
  .max(128, V.maxLength)
  .regex(STRONG_PASSWORD, V.isStrong);

/** Manager: two or more words of letters, spaces, apostrophes and hyphens. */
export const FULL_NAME = /^[\p{L}]+(?:['’\- ]+[\p{L}]+)*$/u;
export const isFullName = (value: string): boolean => {
  const v = value.trim();
  return FULL_NAME.test(v) && v.split(/\s+/).filter(Boolean).length >= 2;
};
export const fullNameSchema = z.string().trim().min(1, V.required).max(150, V.maxLength).refine(isFullName, V.fullName);

/**
 * A person's first or last name as a candidate types it: letters of any script, with spaces,
 * apostrophes and hyphens between them ("Jean-Luc", "N'Diaye", "Иван"). No digits, dots, slashes or
 * colons: these names go into mails sent to an address nobody has proven yet, so a name must never
 * carry a link or a domain (decision 129).
 */
export const PERSON_NAME = /^\p{L}[\p{L}\p{M}'’ -]*$/u;
export const personNameSchema = (max: number) =>
  requiredString().pipe(z.string().max(max, V.maxLength).regex(PERSON_NAME, V.invalidCharacters));

export const SIRET_PATTERN = new RegExp(`^\\d{${SIRET_LENGTH}}$`);
/** Keeps digits only (the SIRET field is sanitized on keyup). */
export const sanitizeSiret = (value: string): string => value.replace(/\D/g, '').slice(0, SIRET_LENGTH);

/** Luhn checksum over the digits. */
export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/**
 * La Poste's establishments (SIREN 356000000) are too many for Luhn's key: INSEE accepts them when
 * the sum of the digits is a multiple of 5 (the head office, 35600000000048, passes Luhn as well).
 */
export const LA_POSTE_SIREN = '356000000';
export const isValidSiret = (siret: string): boolean => {
  if (!SIRET_PATTERN.test(siret)) return false;
  if (luhnValid(siret)) return true;
  if (!siret.startsWith(LA_POSTE_SIREN)) return false;
  const sum = [...siret].reduce((acc, c) => acc + Number(c), 0);
  return sum % 5 === 0;
};
/** i18n key of 14 digits whose checksum fails ("Ce numéro SIRET n'est pas valide."). */
export const SIRET_INVALID = 'errors.siret_invalid';
/**
 * The one SIRET rule of every flow (registration, affiliate, account, franchise completion and the
 * lookup; API and forms, issue 29): 14 digits (`V.isSiret`), then Luhn or La Poste's rule
 * (`SIRET_INVALID`). The message key, or null when the number is valid.
 */
export const siretIssue = (siret: string): string | null =>
  !SIRET_PATTERN.test(siret) ? V.isSiret : isValidSiret(siret) ? null : SIRET_INVALID;
/** A SIRET that `siretIssue` accepts, the issue's key as the message. */
export const siretSchema = z.string().superRefine((siret, ctx) => {
  const issue = siretIssue(siret);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

export const messageSchema = z.string().trim().min(1, V.required).max(MESSAGE_MAX, V.maxLength);

/** Salary as typed: digits and spaces only; stored as an integer. */
export const SALARY_PATTERN = /^[\d\s\u202f\u00a0]*$/;
export const parseSalary = (value: string): number | null => {
  if (!SALARY_PATTERN.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
};

/**
 * Characters no text of the product may hold: C0 controls (NUL included, which PostgreSQL refuses
 * in text) and DEL, except tab, line feed and carriage return; and the bidirectional embeddings,
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make a name shown in a mail, on a
 * poster or an invoice read otherwise than it is written (decision 149; the marks U+200E/U+200F that
 * right-to-left names need stay). One rule for every input (decision 075): the API refuses them, and
 * strings that are not well-formed UTF-16 (a lone surrogate), in any body, query or path string.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** A UTF-16 surrogate without its pair: text no encoder can write (the browser's `isWellFormed`, as a pattern). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a character no input may hold (above) or a lone surrogate. */
export const hasForbiddenCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text) || LONE_SURROGATE.test(text);

/** Dotted paths (`a.b.0`) of the strings holding control characters in a parsed input; iterative, so depth costs no stack. */
export function controlCharacterPaths(input: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) found.push(path || '_');
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasForbiddenCharacters(key)) found.push(childPath);
        stack.push([child, childPath]);
      }
    }
  }
  return found;
}
