import { randomBytes } from 'node:crypto';
import { MONTH_PATTERN, payoutDateOf } from '@app/contracts/affiliates';
import { isValidIban } from '@app/contracts/iban';
import type { Db } from '../../db/client.ts';
import { parisDate } from '../../lib/time-zone.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { insertPayoutFile, lockPayoutFiles, markPayoutsSent, unsentPayoutsUpTo, type UnsentPayoutRow } from './affiliates.repository.ts';
import { runMonthlyPayouts, type PayoutOutcome } from './monthly-payouts.ts';
import { buildSepaCreditTransfer, sepaName, type SepaTransfer } from './sepa-file.ts';

/**
 * Monthly SEPA payouts of the affiliates (decision 081): the month's payouts are created
 * (runMonthlyPayouts, decision 057), then every payout not sent yet goes into one SEPA
 * credit-transfer file (pain.001.001.09), stored for the operator to upload to the bank.
 */

export interface PayoutFileDeps {
  db: Db;
  storage: Storage;
  debtor: { name: string; iban: string; bic: string };
  log?: (message: string, extra: Record<string, unknown>) => void;
}

export interface PayoutFileRun {
  outcomes: PayoutOutcome[];
  file: { id: number; key: string; transactions: number; totalCents: number } | null;
}

/** `2026-10-01` -> `QR-PAY-202610-` followed by 10 random hex characters: 24 characters, SEPA ids allow 35. */
const newMessageId = (month: string): string =>
  `QR-PAY-${month.slice(0, 4)}${month.slice(5, 7)}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Where the file is stored: never served by the API (GET /api/files/ serves images and PDFs of one folder level). */
const fileKey = (month: string, messageId: string): string => `payouts/${month.slice(0, 7)}/${messageId}.xml`;

/** Why a payout cannot be transferred now, or null when it can. */
function unpayable(row: UnsentPayoutRow): 'invalid_iban' | 'account_holder_name_missing' | null {
  if (row.iban === null || !isValidIban(row.iban)) return 'invalid_iban';
  if (!row.accountHolderName || sepaName(row.accountHolderName) === '') return 'account_holder_name_missing';
  return null;
}

/** On the 3rd: creates the month's payouts (runMonthlyPayouts), then one SEPA file for every created payout not yet sent, stored, each payout marked sent. Idempotent: a second run makes no second file and sends nothing twice, even when two instances run at once. */
export async function payMonth(deps: PayoutFileDeps, month: string): Promise<PayoutFileRun> {
  if (!MONTH_PATTERN.test(month)) throw new Error(`month must be yyyy-MM-01, got "${month}"`);
  if (!isValidIban(deps.debtor.iban)) throw new Error('the debtor IBAN (PAYOUT_DEBTOR_IBAN) is not a valid IBAN');
  if (sepaName(deps.debtor.name) === '') throw new Error('the debtor name (PAYOUT_DEBTOR_NAME) is empty');
  const outcomes = await runMonthlyPayouts(deps.db, month, deps.log);

  // One run at a time claims payouts (advisory lock, any instance): a run waiting here reads, once
  // the other committed, that its payouts are sent. The payouts are marked in the transaction that
  // stores the file, so a payout is in one file at most, and in none if anything fails.
  const file = await deps.db.transaction(async (tx) => {
    await lockPayoutFiles(tx);
    const unsent = await unsentPayoutsUpTo(tx, month);
    const payable: UnsentPayoutRow[] = [];
    for (const row of unsent) {
      const reason = unpayable(row);
      if (reason === null) payable.push(row);
      else
        deps.log?.('affiliate payout left out of the SEPA file: its bank details failed the check, it stays unsent', {
          payoutId: row.id,
          affiliateId: row.affiliateId,
          month: row.month,
          reason,
        });
    }
    if (payable.length === 0) return null;

    const now = new Date();
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
    return { id, key, transactions: payable.length, totalCents };
  });
  if (file) deps.log?.('affiliate payout file stored', { month, ...file });
  return { outcomes, file };
}
