import type { AffiliateProfile, UpdateAffiliateProfileBody } from '@app/contracts/affiliates';
import { isValidIban } from '@app/contracts/iban';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findAffiliateProfile, updateAffiliateProfileRow, type AffiliateProfileRow } from './affiliates.repository.ts';

/** The affiliate's profile and bank details (spec section 9, decision 055), and what the other parts of the area share. */

export interface AffiliatesDeps {
  db: Db;
  /** Site origin written in the QR code, e.g. https://qrecrute.fr */
  publicUrl: string;
  /** Injected clock (tests). */
  now?: () => Date;
}

/** Payouts need a valid IBAN and an account holder name (product decisions "Affiliates"). */
export const bankDetailsComplete = (row: { accountHolderName: string | null; iban: string | null }): boolean =>
  Boolean(row.accountHolderName?.trim()) && row.iban !== null && isValidIban(row.iban);

export async function requireProfile(db: Db, auth: AuthContext): Promise<AffiliateProfileRow> {
  const row = await findAffiliateProfile(db, auth.recruiterId);
  if (!row) throw notFound();
  return row;
}

const profileAnswer = (row: AffiliateProfileRow): AffiliateProfile => ({
  email: row.email,
  phoneNumber: row.phoneNumber,
  accountHolderName: row.accountHolderName,
  iban: row.iban,
  bankDetailsComplete: bankDetailsComplete(row),
});

export async function getAffiliateProfile(db: Db, auth: AuthContext): Promise<AffiliateProfile> {
  return profileAnswer(await requireProfile(db, auth));
}

/** PATCH /api/affiliate/profile/: the body is already parsed (IBAN compact and checked). */
export async function updateAffiliateProfile(db: Db, auth: AuthContext, body: UpdateAffiliateProfileBody): Promise<AffiliateProfile> {
  await requireProfile(db, auth);
  const values: Partial<{ phoneNumber: string; accountHolderName: string; iban: string }> = {};
  if (body.phoneNumber !== undefined) values.phoneNumber = body.phoneNumber.trim();
  if (body.accountHolderName !== undefined) values.accountHolderName = body.accountHolderName.trim();
  if (body.iban !== undefined) values.iban = body.iban;
  await updateAffiliateProfileRow(db, auth.recruiterId, values);
  return getAffiliateProfile(db, auth);
}

