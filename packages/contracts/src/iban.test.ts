import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, IBAN_KEYS, IBAN_LIKE, ibanChecksumValid, ibanSchema, isValidIban } from './iban.ts';
import { V } from './validation.ts';

/** Builds a valid IBAN from a country and a BBAN by computing its check digits (ISO 13616). */
const withCheckDigits = (country: string, bban: string): string => {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98 - Number(BigInt(numeric) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
};

/** BBAN formats of countries without a national key (ISO 13616 registry), to draw valid IBANs from. */
const BBAN_FORMATS: Record<string, RegExp> = {
  DE: /^[0-9]{18}$/,
  GB: /^[A-Z]{4}[0-9]{14}$/,
  NL: /^[A-Z]{4}[0-9]{10}$/,
  LU: /^[0-9]{3}[A-Z0-9]{13}$/,
  CH: /^[0-9]{5}[A-Z0-9]{12}$/,
  IT: /^[A-Z][0-9]{10}[A-Z0-9]{12}$/,
};
const countryAndBban = fc
  .constantFrom(...Object.keys(BBAN_FORMATS))
  .chain((c) => fc.tuple(fc.constant(c), fc.stringMatching(BBAN_FORMATS[c]!)));
/** Positions (in the IBAN) of the BBAN's digits. */
const digitPositions = (bban: string) => [...bban].flatMap((ch, i) => (/\d/.test(ch) ? [4 + i] : []));
const alnumBban = fc
  .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), { minLength: 11, maxLength: 26 })
  .map((c) => c.join(''));

const messages = (value: string) => {
  const result = ibanSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('IBAN (spec section 5 pattern; country rules and ISO 13616 mod-97 checksum by ibantools)', () => {
  it('accepts real IBANs, with or without spaces, in any case', () => {
    for (const iban of [
      'FR76 3000 6000 0112 3456 7890 189',
      'FR7630006000011234567890189',
      'de89 3704 0044 0532 0130 00',
      'GB82WEST12345698765432',
      'NO9386011117947',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
    expect(ibanSchema.parse(' fr76 3000 6000 0112 3456 7890 189 ')).toBe('FR7630006000011234567890189');
  });

  it('refuses wrong check digits, wrong shapes and wrong lengths, one message at a time', () => {
    expect(messages('FR76 3000 6000 0112 3456 7890 188')).toEqual([IBAN_KEYS.checksum]);
    expect(messages('FR7A 3000 6000 0112 3456 7890 189')).toEqual([IBAN_KEYS.format]);
    expect(messages('FR76 30')).toEqual([IBAN_KEYS.format]); // too short to be an IBAN
    expect(messages('FR76 3000 6000 0112 3456 7890 189 0 1')).toEqual([IBAN_KEYS.format]); // more than 7 groups
    expect(messages('FR76-3000-6000')).toEqual([IBAN_KEYS.format]);
    expect(messages('   ')).toEqual([V.required]);
  });

  it('checks the country rules: known country, its length, its national key', () => {
    // The right mod-97 check digits are not enough.
    expect(ibanChecksumValid(withCheckDigits('XX', '30006000011234567890189'))).toBe(false); // no such country
    expect(ibanChecksumValid(withCheckDigits('DE', '3704004405320130001'))).toBe(false); // 19 BBAN digits, Germany has 18
    expect(ibanChecksumValid(withCheckDigits('FR', '30006000011234567890188'))).toBe(false); // wrong RIB key
    expect(ibanChecksumValid(withCheckDigits('FR', '30006000011234567890189'))).toBe(true);
    expect(messages(withCheckDigits('FR', '30006000011234567890188'))).toEqual([IBAN_KEYS.checksum]);
    expect(messages(withCheckDigits('DE', '3704004405320130001'))).toEqual([IBAN_KEYS.checksum]);
  });

  it('every IBAN built with its check digits on a country\u2019s BBAN format is valid, and matches the spec pattern once grouped by 4', () => {
    fc.assert(
      fc.property(countryAndBban, ([c, bban]) => {
        const iban = withCheckDigits(c, bban);
        expect(ibanChecksumValid(iban)).toBe(true);
        expect(IBAN_LIKE.test(formatIban(iban))).toBe(true);
        expect(isValidIban(formatIban(iban))).toBe(true);
        expect(isValidIban(formatIban(iban).toLowerCase())).toBe(true);
        expect(compactIban(formatIban(iban))).toBe(iban);
      }),
    );
  });

  it('changing one digit, or swapping two different adjacent digits, always breaks the checksum', () => {
    fc.assert(
      fc.property(countryAndBban, fc.nat(), fc.integer({ min: 1, max: 9 }), ([c, bban], at, delta) => {
        const iban = withCheckDigits(c, bban);
        const positions = digitPositions(bban);
        const i = positions[at % positions.length]!;
        const changed = `${iban.slice(0, i)}${(Number(iban[i]) + delta) % 10}${iban.slice(i + 1)}`;
        expect(ibanChecksumValid(changed)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(countryAndBban, fc.nat(), ([c, bban], at) => {
        const iban = withCheckDigits(c, bban);
        const pairs = digitPositions(bban).filter((i) => /\d/.test(iban[i + 1] ?? '') && iban[i] !== iban[i + 1]);
        fc.pre(pairs.length > 0);
        const i = pairs[at % pairs.length]!;
        const swapped = `${iban.slice(0, i)}${iban[i + 1]}${iban[i]}${iban.slice(i + 2)}`;
        expect(ibanChecksumValid(swapped)).toBe(false);
      }),
    );
  });

  it('formats in groups of 4 and never loses a character', () => {
    expect(formatIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    fc.assert(
      fc.property(alnumBban, (s) => {
        const formatted = formatIban(s);
        expect(formatted.replace(/ /g, '')).toBe(s.toUpperCase());
        for (const group of formatted.split(' ')) expect(group.length).toBeLessThanOrEqual(4);
      }),
    );
  });
});
