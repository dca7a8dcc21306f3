import { describe, expect, it } from 'vitest';
import { normalizeFrenchPhone } from './apply.ts';
import { isFrenchPhoneNumber, phoneNumberSchema, REGISTRATION_KEYS } from './registration.ts';
import { V } from './validation.ts';

const messages = (value: string) => {
  const result = phoneNumberSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('French phone numbers (libphonenumber-js)', () => {
  it('accepts national, +33 and 0033 forms with spaces, dots or dashes', () => {
    for (const phone of [
      '06 12 34 56 78',
      '0612345678',
      '06.12.34.56.78',
      '06-12-34-56-78',
      '01 42 36 58 90',
      '09 87 65 43 21',
      '+33 6 12 34 56 78',
      '+33612345678',
      '+33-6-12-34-56-78',
      '+33 (0)6 12 34 56 78',
      '0033 6 12 34 56 78',
      '0033612345678',
      '  07 61 24 75 38  ',
    ]) {
      expect(isFrenchPhoneNumber(phone), phone).toBe(true);
      expect(messages(phone), phone).toEqual([]);
    }
  });

  it('refuses what is not a valid French number', () => {
    for (const phone of [
      '12', // too short
      '12345',
      '06 12 34 56 7', // 9 digits
      '06 12 34 56 789', // 11 digits
      '+33 6 12 34 56 78 9',
      '00 12 34 56 78', // 00 is the international prefix, and 1 is no country code
      '+44 20 7946 0958', // a valid British number
      '0044 20 7946 0958',
      '+32 2 555 12 12', // a valid Belgian number
      '6 12 34 56 78', // without its 0
      '33612345678', // without + or 00
      '06 12 34 56 78 poste 3',
      '0612345678 ext 3',
      '06/12/34/56/78',
      'tél. 06 12 34 56 78',
      '06 12 34 56 78a',
    ]) {
      expect(isFrenchPhoneNumber(phone), phone).toBe(false);
      expect(messages(phone), phone).toEqual([REGISTRATION_KEYS.phone]);
    }
    expect(REGISTRATION_KEYS.phone).toBe('form.validation.phone');
    expect(messages('   ')[0]).toBe(V.required); // the first message the form shows
  });

  it('stores every accepted form the same way: 06 12 34 56 78', () => {
    for (const phone of [
      '06 12 34 56 78',
      '0612345678',
      '06.12.34.56.78',
      '+33 6 12 34 56 78',
      '+33 (0)6-12-34-56-78',
      '0033 612 345 678',
    ]) {
      expect(normalizeFrenchPhone(phone), phone).toBe('06 12 34 56 78');
    }
    expect(normalizeFrenchPhone(' +33 1 42 36 58 90 ')).toBe('01 42 36 58 90');
    expect(normalizeFrenchPhone(' 12 34 ')).toBe('12 34'); // not a number: kept as typed, trimmed
  });
});
