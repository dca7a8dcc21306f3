import type { Faker } from '@faker-js/faker';
import { luhnValid } from '@app/contracts/validation';

/**
 * Fake but well-formed French identifiers for the demo data: they pass the same checks as real
 * ones (SIRET Luhn, IBAN mod 97, RIB key), so forms and validators accept them.
 */

const digits = (faker: Faker, n: number): string => faker.string.numeric({ length: n, allowLeadingZeros: true });

/** Appends the digit that makes the whole string Luhn-valid. */
export function withLuhnDigit(payload: string): string {
  for (let d = 0; d <= 9; d += 1) {
    if (luhnValid(`${payload}${d}`)) return `${payload}${d}`;
  }
  throw new Error('unreachable: one digit always completes a Luhn checksum');
}

/** A SIREN (9 digits, Luhn-valid); never La Poste's, whose SIRETs follow another rule. */
export function fakeSiren(faker: Faker): string {
  const siren = withLuhnDigit(`${faker.number.int({ min: 1, max: 9 })}${digits(faker, 7)}`);
  return siren === '356000000' ? fakeSiren(faker) : siren;
}

/** A SIRET of the given SIREN (establishment number of 5 digits), Luhn-valid as a whole. */
export function fakeSiret(faker: Faker, siren = fakeSiren(faker)): string {
  return withLuhnDigit(`${siren}${digits(faker, 4)}`);
}

const mod97 = (numeric: string): number => Number(BigInt(numeric) % 97n);

/** A French IBAN ("FR76 3000 ..." without spaces): bank, branch, account and RIB key, then IBAN check digits. */
export function fakeFrenchIban(faker: Faker): string {
  const bank = digits(faker, 5);
  const branch = digits(faker, 5);
  const account = digits(faker, 11);
  const ribKey = String(97 - ((89 * Number(bank) + 15 * Number(branch) + 3 * mod97(account)) % 97)).padStart(2, '0');
  const bban = `${bank}${branch}${account}${ribKey}`;
  // ISO 13616: move "FR00" to the end, letters to numbers (F=15, R=27), check = 98 - mod 97.
  const check = String(98 - mod97(`${bban}152700`)).padStart(2, '0');
  return `FR${check}${bban}`;
}

/** A French mobile number as people write it: "06 12 34 56 78". */
export function fakeMobile(faker: Faker): string {
  const prefix = faker.helpers.weightedArrayElement([
    { value: '06', weight: 7 },
    { value: '07', weight: 3 },
  ]);
  return [prefix, digits(faker, 2), digits(faker, 2), digits(faker, 2), digits(faker, 2)].join(' ');
}
