import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { V } from './validation.ts';

/*
 * IBAN rules, in a module of their own (decision 085): only the pages and services that read an
 * IBAN load ibantools, not every page whose schemas use validation.ts.
 */

/** IBAN-like pattern of the specification: 2 letters, 2 digits, up to 7 groups of 1 to 4 alphanumerics. */
export const IBAN_LIKE = /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){1,7}$/i;

/** Without spaces, upper case: "fr76 3000 6000 01" -> "FR7630006000 01" compacted. */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** Groups of 4 characters, as printed on a RIB: "FR76 3000 6000 0112 3456 7890 189". */
export const formatIban = (value: string): string =>
  compactIban(value)
    .replace(/[^A-Z0-9]/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ');

/**
 * An IBAN as shown once saved, on screen and in mails (issue 29: the bank page showed it whole in
 * its form): the country, the key and the last 4 characters, 'FR76 **** **** 0189'.
 */
export const maskIban = (value: string): string => {
  const iban = compactIban(value);
  return `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
};

/**
 * What ibantools checks (decision 079): a known country, its IBAN length and BBAN format, the
 * national key where the country has one (the RIB key in France), and the ISO 13616 mod-97 check digits.
 */
export const ibanChecksumValid = (value: string): boolean => isValidIBAN(electronicFormatIBAN(value) ?? '');

/** Shortest (Norway) and longest IBANs in use. */
export const IBAN_MIN_LENGTH = 15;
export const IBAN_MAX_LENGTH = 34;

/** The spec's pattern (IBAN_LIKE) and a real length, before the checksum. */
export const ibanShapeValid = (value: string): boolean => {
  const length = compactIban(value).length;
  return IBAN_LIKE.test(value.trim()) && length >= IBAN_MIN_LENGTH && length <= IBAN_MAX_LENGTH;
};

/** The spec's pattern, a real length, and the country's rules with a right checksum. */
export const isValidIban = (value: string): boolean => ibanShapeValid(value) && ibanChecksumValid(value);

export const IBAN_KEYS = { format: 'form.validation.iban', checksum: 'form.validation.iban_checksum' } as const;

/**
 * An IBAN as typed (spaces allowed, any case); the parsed value is compact and upper case.
 * A wrong shape says so; a well-shaped IBAN that breaks its country's rules or its checksum says it
 * has a typo. One message at a time: each check stops the following ones.
 */
export const ibanSchema = z
  .string()
  .trim()
  .min(1, { message: V.required, abort: true })
  .refine(ibanShapeValid, { message: IBAN_KEYS.format, abort: true })
  .refine(ibanChecksumValid, { message: IBAN_KEYS.checksum, abort: true })
  .transform(compactIban);
