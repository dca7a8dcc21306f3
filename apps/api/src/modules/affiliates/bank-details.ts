import { BANK_DETAILS_HOLD_HOURS, type BankDetailsIssue } from '@app/contracts/affiliates';
import { isValidIban } from '@app/contracts/iban';
import { sepaName } from './sepa-file.ts';

/**
 * The rules of an affiliate's bank details (decision 116), one place for the profile, the dashboard,
 * the monthly payouts and the SEPA file: what keeps them from carrying a payout, and how long a
 * change holds the payouts.
 */

export const BANK_DETAILS_HOLD_MS = BANK_DETAILS_HOLD_HOURS * 3_600_000;

/** Why these bank details cannot carry a transfer, or null when they can. */
export function bankDetailsIssue(row: { accountHolderName: string | null; iban: string | null }): BankDetailsIssue | null {
  if (!row.iban) return 'iban_missing';
  if (!isValidIban(row.iban)) return 'iban_invalid';
  if (!row.accountHolderName?.trim()) return 'account_holder_name_missing';
  // What the SEPA file would write: a name with nothing left (emoji only) cannot be sent.
  if (sepaName(row.accountHolderName) === '') return 'account_holder_name_unusable';
  return null;
}

/**
 * Until when the payouts are held, or null when nothing holds them at `now`: 48 hours after a change
 * made at `changedAt` (decision 116), and while an e-mail change of the account can still be undone
 * (`emailUndoUntil`, the end of its 7-day window, decision 118): money does not leave while the
 * owner may still take the account back.
 */
export function bankDetailsHeldUntil(changedAt: Date | null, now: Date, emailUndoUntil: Date | null = null): Date | null {
  const ends = [changedAt ? changedAt.getTime() + BANK_DETAILS_HOLD_MS : 0, emailUndoUntil ? new Date(emailUndoUntil).getTime() : 0];
  const until = Math.max(...ends);
  return until > now.getTime() ? new Date(until) : null;
}

/** An IBAN as a mail shows it (contracts' one rule): `FR76 **** **** 0189`. */
export { maskIban } from '@app/contracts/iban';
