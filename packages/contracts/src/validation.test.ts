import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeSiretBodySchema, siretLookupBodySchema } from './account.ts';
import { addressCompletionStepBodySchema } from './addresses.ts';
import { changeEmailBodySchema, tokenBodySchema } from './auth.ts';
import { qrcodeTownFromPlace } from './places.ts';
import { optionalSiretSchema } from './registration.ts';
import { IBAN_LIKE } from './iban.ts';
import {
  emailSchema,
  fullNameSchema,
  isFullName,
  isValidSiret,
  luhnValid,
  parseSalary,
  passwordSchema,
  sanitizeSiret,
  SIRET_INVALID,
  siretIssue,
  strongPasswordSchema,
  V,
} from './validation.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('SIRET', () => {
  it('accepts Luhn-valid 14-digit numbers and refuses others', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('7328293200007a')).toBe(false);
  });

  it("applies La Poste's digit-sum rule to its establishments", () => {
    // La Poste (SIREN 356000000): the sum of the digits is a multiple of 5.
    expect(isValidSiret('35600000000048')).toBe(true); // head office, Luhn-valid too
    expect(isValidSiret('35600000000010')).toBe(true); // digit sum 15, not Luhn-valid
    expect(luhnValid('35600000000010')).toBe(false);
    expect(isValidSiret('35600000000011')).toBe(false); // digit sum 16
    expect(isValidSiret('12300000000010')).toBe(false); // the rule is La Poste's only
  });

  it('is one rule with one message in every flow: the bodies of registration, SIRET change, completion and lookup (issue 29)', () => {
    expect(siretIssue('7328293200007')).toBe(V.isSiret);
    expect(siretIssue('73282932000075')).toBe(SIRET_INVALID);
    expect(siretIssue('73282932000074')).toBeNull();
    expect(siretIssue('35600000000010')).toBeNull();
    const messages = (
      schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
      body: (siret: string) => unknown,
    ) => ['7328293200007', '73282932000075', '73282932000074'].map((siret) => firstMessage(schema.safeParse(body(siret))) ?? null);
    const expected = [V.isSiret, SIRET_INVALID, null];
    expect(messages(changeSiretBodySchema, (newSiret) => ({ newSiret, password: 'Correct-Horse-2026!' }))).toEqual(expected);
    expect(messages(siretLookupBodySchema, (siret) => ({ siret }))).toEqual(expected);
    expect(messages(addressCompletionStepBodySchema, (siret) => ({ siret }))).toEqual(expected);
    expect(messages(optionalSiretSchema, (siret) => siret)).toEqual(expected);
    expect(optionalSiretSchema.parse('')).toBeNull();
  });

  it('changing one digit of a valid number always breaks Luhn', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 13, maxLength: 13 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (digits, pos, delta) => {
          const body = digits.join('');
          const check = [...Array(10).keys()].find((d) => luhnValid(body + d))!;
          const valid = body + check;
          const changed = valid.slice(0, pos) + ((Number(valid[pos]) + delta) % 10) + valid.slice(pos + 1);
          return luhnValid(valid) && !luhnValid(changed);
        },
      ),
    );
  });

  it('keeps digits only, at most 14', () => {
    expect(sanitizeSiret('732 829 320 00074 99')).toBe('73282932000074');
  });
});

describe('passwords', () => {
  it('asks for 8 characters in ordinary forms', () => {
    expect(firstMessage(passwordSchema.safeParse(''))).toBe(V.required);
    expect(firstMessage(passwordSchema.safeParse('1234567'))).toBe(V.minLength);
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
  });

  it('asks registration for 12 characters with lower, upper, digit and special character', () => {
    expect(firstMessage(strongPasswordSchema.safeParse('Aa1!aaaaaaa'))).toBe(V.minLength);
    expect(firstMessage(strongPasswordSchema.safeParse('aa1!aaaaaaaa'))).toBe(V.isStrong);
    expect(firstMessage(strongPasswordSchema.safeParse('AA1!AAAAAAAA'))).toBe(V.isStrong);
    expect(firstMessage(strongPasswordSchema.safeParse('Aa!aaaaaaaaa'))).toBe(V.isStrong);
    expect(firstMessage(strongPasswordSchema.safeParse('Aa1aaaaaaaaa'))).toBe(V.isStrong);
    expect(strongPasswordSchema.safeParse('Aa1!aaaaaaaa').success).toBe(true);
  });
});

describe('manager full name', () => {
  it('needs two words of letters, spaces, apostrophes and hyphens', () => {
    expect(isFullName("Jean-Pierre D'Arcy")).toBe(true);
    expect(isFullName('Élodie Lefèvre')).toBe(true);
    expect(isFullName('Madonna')).toBe(false);
    expect(isFullName('Jean 2Dupont')).toBe(false);
    expect(firstMessage(fullNameSchema.safeParse('  '))).toBe(V.required);
    expect(firstMessage(fullNameSchema.safeParse('Cher'))).toBe(V.fullName);
  });
});

describe('e-mails', () => {
  it('trims and validates', () => {
    expect(emailSchema.parse('  a@b.fr ')).toBe('a@b.fr');
    expect(firstMessage(emailSchema.safeParse('a@'))).toBe(V.email);
    expect(firstMessage(emailSchema.safeParse(''))).toBe(V.required);
    expect(tokenBodySchema.safeParse({ email: 'a@b.fr', password: 'x' }).success).toBe(true);
    expect(changeEmailBodySchema.safeParse({ oldEmail: 'a@b.fr', newEmail: 'nope' }).success).toBe(false);
  });
});

describe('salary', () => {
  it('accepts digits and spaces, and reads an integer', () => {
    expect(parseSalary('2 500')).toBe(2500);
    expect(parseSalary('2\u202f500')).toBe(2500);
    expect(parseSalary('2500€')).toBeNull();
    expect(parseSalary('2.5')).toBeNull();
    expect(parseSalary('')).toBeNull();
  });

  it('reads back any integer written with French grouping', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => parseSalary(new Intl.NumberFormat('fr-FR').format(n)) === n));
  });
});

describe('IBAN-like pattern', () => {
  it('matches the pattern of the specification', () => {
    expect(IBAN_LIKE.test('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(IBAN_LIKE.test('FR76300060000112345678901890000000')).toBe(false);
    expect(IBAN_LIKE.test('1234')).toBe(false);
  });
});

describe('the town under a QR code (issue 29)', () => {
  it("is the commune's official name, whole", () => {
    expect(qrcodeTownFromPlace({ featureName: 'Lyon 1er Arrondissement' })).toBe('Lyon 1er Arrondissement');
    expect(qrcodeTownFromPlace({ featureName: 'Saint-Rémy-en-Bouzemont-Saint-Genest-Isson' })).toBe(
      'Saint-Rémy-en-Bouzemont-Saint-Genest-Isson',
    );
  });
});
