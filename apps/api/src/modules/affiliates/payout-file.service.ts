import { randomBytes } from 'node:crypto';
import { MONTH_PATTERN, payoutDateOf, type BankDetailsIssue } from '@app/contracts/affiliates';
import { isValidIban } from '@app/contracts/iban';
import { APP_BASE, APP_PATHS } from '@app/contracts/routes';
import type { Db } from '../../db/client.ts';
import { parisDate } from '../../lib/time-zone.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { payoutHeldMail } from './affiliates.mails.ts';
import {
  affiliateContact,
  claimBankDetailsNotice,
  insertPayoutFile,
  lockPayoutFiles,
  markPayoutsSent,
  releaseBankDetailsNotice,
  unsentPayoutsUpTo,
  type UnsentPayoutRow,
} from './affiliates.repository.ts';
import { bankDetailsHeldUntil, bankDetailsIssue } from './bank-details.ts';
import { runMonthlyPayouts, type PayoutOutcome } from './monthly-payouts.ts';
import { buildSepaCreditTransfer, sepaName, type SepaTransfer } from './sepa-file.ts';

/**
 * Monthly SEPA payouts of the affiliates (decision 081): the month's payouts are created
 * (runMonthlyPayouts, decision 057), then every payout not sent yet goes into one SEPA
 * credit-transfer file (pain.001.001.09), stored for the operator to upload to the bank.
 * A payout waits while its bank details changed less than 48 hours ago, and goes with the first
 * run after that (the daily `payUnsentPayouts`); one whose bank details cannot carry a transfer
 * waits too, and the affiliate is mailed once per issue (decision 116).
 */

export interface PayoutFileDeps {
  db: Db;
  storage: Storage;
  debtor: { name: string; iban: string; bic: string };
  /** Tells an affiliate whose payout waits for usable bank details (decision 116). */
  mailer: Mailer;
  /** Origin of the link in that mail (PUBLIC_URL). */
  publicUrl: string;
  /** Injected clock (tests): the time of the run, which the 48-hour hold is measured from. */
  now?: () => Date;
  log?: (message: string, extra: Record<string, unknown>) => void;
}

/** A payout left out of the file: its bank details cannot carry it, or changed less than 48 hours before the run. */
export type HeldPayout =
  | { payoutId: number; affiliateId: number; amountCents: number; reason: BankDetailsIssue }
  | { payoutId: number; affiliateId: number; amountCents: number; reason: 'bank_details_changed'; until: Date };

export interface PayoutFileRun {
  outcomes: PayoutOutcome[];
  file: { id: number; key: string; transactions: number; totalCents: number } | null;
  held: HeldPayout[];
}

/** `2026-10-01` -> `QR-PAY-202610-` followed by 10 random hex characters: 24 characters, SEPA ids allow 35. */
const newMessageId = (month: string): string =>
  `QR-PAY-${month.slice(0, 4)}${month.slice(5, 7)}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Where the file is stored: never served by the API (GET /api/files/ serves images and PDFs of one folder level). */
const fileKey = (month: string, messageId: string): string => `payouts/${month.slice(0, 7)}/${messageId}.xml`;

/** Why a payout cannot be transferred at `now`, or null when it can. */
function heldFor(row: UnsentPayoutRow, now: Date): HeldPayout | null {
  const base = { payoutId: row.id, affiliateId: row.affiliateId, amountCents: row.amountCents };
  const issue = bankDetailsIssue(row);
  if (issue) return { ...base, reason: issue };
  const until = bankDetailsHeldUntil(row.bankDetailsChangedAt, now, row.emailUndoUntil);
  if (until) return { ...base, reason: 'bank_details_changed', until };
  return null;
}

function checkDebtor(deps: PayoutFileDeps, month: string): void {
  if (!MONTH_PATTERN.test(month)) throw new Error(`month must be yyyy-MM-01, got "${month}"`);
  if (!isValidIban(deps.debtor.iban)) throw new Error('the debtor IBAN (PAYOUT_DEBTOR_IBAN) is not a valid IBAN');
  if (sepaName(deps.debtor.name) === '') throw new Error('the debtor name (PAYOUT_DEBTOR_NAME) is empty');
}

/** On the 3rd: creates the month's payouts (runMonthlyPayouts), then one SEPA file for every created payout not yet sent and not held, stored, each payout marked sent. Idempotent: a second run makes no second file and sends nothing twice, even when two instances run at once. */
export async function payMonth(deps: PayoutFileDeps, month: string): Promise<PayoutFileRun> {
  checkDebtor(deps, month);
  const outcomes = await runMonthlyPayouts(deps.db, month, deps.log, deps.now?.() ?? new Date());
  const { file, held } = await fileUnsent(deps, month);
  const waiting = outcomes.flatMap((o) =>
    o.result === 'bank_details_missing' ? [{ affiliateId: o.affiliateId, amountCents: o.carriedOverCents, reason: o.reason }] : [],
  );
  await tellHeld(deps, [...waiting, ...held]);
  return { outcomes, file, held };
}

/**
 * Every day: the SEPA file of the payouts of `month` and before that are still unsent and whose
 * hold is over (a change of bank details 48 hours ago, or details corrected since). Creates no payout.
 */
export async function payUnsentPayouts(deps: PayoutFileDeps, month: string): Promise<PayoutFileRun> {
  checkDebtor(deps, month);
  const { file, held } = await fileUnsent(deps, month);
  await tellHeld(deps, held);
  return { outcomes: [], file, held };
}

async function fileUnsent(deps: PayoutFileDeps, month: string): Promise<Pick<PayoutFileRun, 'file' | 'held'>> {
  const now = deps.now?.() ?? new Date();
  // One run at a time claims payouts (advisory lock, any instance): a run waiting here reads, once
  // the other committed, that its payouts are sent. The payouts are marked in the transaction that
  // stores the file, so a payout is in one file at most, and in none if anything fails.
  const result = await deps.db.transaction(async (tx) => {
    await lockPayoutFiles(tx);
    const unsent = await unsentPayoutsUpTo(tx, month);
    const payable: UnsentPayoutRow[] = [];
    const held: HeldPayout[] = [];
    for (const row of unsent) {
      const hold = heldFor(row, now);
      if (hold === null) payable.push(row);
      else {
        held.push(hold);
        deps.log?.('affiliate payout held out of the SEPA file, it stays unsent for a later run', {
          payoutId: row.id,
          affiliateId: row.affiliateId,
          month: row.month,
          reason: hold.reason,
          ...(hold.reason === 'bank_details_changed' ? { until: hold.until.toISOString() } : {}),
        });
      }
    }
    if (payable.length === 0) return { file: null, held };

    const messageId = newMessageId(month);
    const key = fileKey(month, messageId);
    const today = parisDate(now);
    const payoutDate = payoutDateOf(month);
    const transfers: SepaTransfer[] = payable.map((row) => ({
      endToEndId: `QR-PAYOUT-${row.id}`,
      amountCents: row.amountCents,
      creditor: { name: row.accountHolderName!, iban: row.iban! },
      remittance: `QRecrute commissions ${row.month.slice(0, 7)}`,
    }));
    const xml = buildSepaCreditTransfer({
      messageId,
      createdAt: now,
      // The 3rd of the next month, or today when the run is late: banks refuse a date in the past.
      executionDate: payoutDate > today ? payoutDate : today,
      debtor: deps.debtor,
      transfers,
    });
    const totalCents = payable.reduce((sum, row) => sum + row.amountCents, 0);
    // Stored before the commit: if the commit fails the object stays unreferenced and nothing is sent.
    await deps.storage.put(key, Buffer.from(xml, 'utf8'), 'application/xml');
    const id = await insertPayoutFile(tx, { month, messageId, storageKey: key, transactions: payable.length, totalCents, createdAt: now });
    const marked = await markPayoutsSent(
      tx,
      payable.map((row) => row.id),
      id,
      now,
    );
    if (marked !== payable.length) throw new Error(`payout file ${messageId}: ${marked} payouts marked sent out of ${payable.length}`);
    return { file: { id, key, transactions: payable.length, totalCents }, held };
  });
  if (result.file) deps.log?.('affiliate payout file stored', { month, ...result.file });
  return result;
}

/**
 * Mails each affiliate whose money waits for usable bank details, once per issue until the details
 * change (decision 116): never held silently. After the file's commit; a failed mail is given back
 * for the next run and does not fail this one. A 48-hour hold after a change is not mailed: the
 * change's own notice said it.
 */
async function tellHeld(
  deps: PayoutFileDeps,
  waiting: { affiliateId: number; amountCents: number; reason: BankDetailsIssue | 'bank_details_changed' }[],
): Promise<void> {
  const byAffiliate = new Map<number, { amountCents: number; issue: BankDetailsIssue }>();
  for (const w of waiting) {
    if (w.reason === 'bank_details_changed') continue;
    const entry = byAffiliate.get(w.affiliateId);
    byAffiliate.set(w.affiliateId, { amountCents: (entry?.amountCents ?? 0) + w.amountCents, issue: w.reason });
  }
  const link = `${deps.publicUrl}${APP_BASE}${APP_PATHS.affiliateChangeBankDetails}`;
  for (const [affiliateId, { amountCents, issue }] of byAffiliate) {
    if (!(await claimBankDetailsNotice(deps.db, affiliateId, issue))) continue;
    try {
      const to = await affiliateContact(deps.db, affiliateId);
      if (to) await deps.mailer.send(await payoutHeldMail(to.email, to.language, { firstName: to.firstName, amountCents, issue, link }));
    } catch (error) {
      await releaseBankDetailsNotice(deps.db, affiliateId, issue).catch(() => undefined);
      deps.log?.('affiliate payout hold notice failed', { affiliateId, issue, error: String(error) });
    }
  }
}
