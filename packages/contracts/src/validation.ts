import { z } from 'zod';
import {
  MESSAGE_MAX,
  PASSWORD_MIN,
  PASSWORD_REGISTRATION_MIN,
  SIRET_LENGTH,
} from './constants.ts';

/**
 * Field rules of specification section 5. Each issue message is an i18n key of the specification
 * (`form.validation.*`), so the forms show the spec's French text and the API sends the same key
 * in `fieldErrors`.
 */
export const V = {
  required: 'form.validation.required',
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
  salary: 'incorrect_salary_format',
} as const;

export const requiredString = () => z.string().trim().min(1, V.required);

export const emailSchema = z
  .string()
  .trim()
  .min(1, V.required)
  .max(254, V.email)
  .pipe(z.email(V.email));

export const passwordSchema = z.string().min(1, V.required).min(PASSWORD_MIN, V.minLength).max(128, V.maxLength);

/** Registration password: 12 characters with lowercase, uppercase, digit and special character. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).+$/;
export const strongPasswordSchema = z
  .string()
  .min(1, V.required)
  .min(PASSWORD_REGISTRATION_MIN, V.minLength)
  .max(128, V.maxLength)
  .regex(STRONG_PASSWORD, V.isStrong);

/** Manager: two or more words of letters, spaces, apostrophes and hyphens. */
export const FULL_NAME = /^[\p{L}]+(?:['’\- ]+[\p{L}]+)*$/u;
export const isFullName = (value: string): boolean => {
  const v = value.trim();
  return FULL_NAME.test(v) && v.split(/\s+/).filter(Boolean).length >= 2;
};
export const fullNameSchema = z.string().trim().min(1, V.required).max(150, V.maxLength).refine(isFullName, V.fullName);

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
export const siretFormatSchema = z.string().regex(SIRET_PATTERN, V.isSiret);

export const messageSchema = z.string().trim().min(1, V.required).max(MESSAGE_MAX, V.maxLength);

/** Salary as typed: digits and spaces only; stored as an integer. */
export const SALARY_PATTERN = /^[\d\s\u202f\u00a0]*$/;
export const parseSalary = (value: string): number | null => {
  if (!SALARY_PATTERN.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
};

/** IBAN-like pattern of the specification: 2 letters, 2 digits, up to 7 groups of 1 to 4 alphanumerics. */
export const IBAN_LIKE = /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){1,7}$/i;
