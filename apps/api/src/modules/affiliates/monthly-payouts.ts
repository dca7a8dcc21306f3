import { monthOf, previousMonth } from '@app/contracts/affiliates';
import type { Db } from '../../db/client.ts';
import type { BankDetailsIssue } from '@app/contracts/affiliates';
import { bankDetailsIssue } from './bank-details.ts';
import {
  affiliatesWithUnpaidEarnings,
  bankDetailsOf,
  insertPayout,
  lockAffiliateForPayout,
  payoutExists,
  resumesSoldUpTo,
  settleEarnings,
  unpaidEarningsUpTo,
} from './affiliates.repository.ts';
import { computePayouts } from './payouts.ts';
import { isAffiliateInGoodStanding } from './good-standing.ts';

/** The monthly payouts of the affiliates' earnings (decision 057); the SEPA file is `payout-file.service.ts`. */

export type PayoutOutcome =
  | { affiliateId: number; result: 'created'; payoutId: number; amountCents: number; earnings: number }
  | { affiliateId: number; result: 'below_threshold'; carriedOverCents: number }
  /** The bank details cannot carry a transfer (decision 116: the affiliate is told once per issue by payMonth). */
  | { affiliateId: number; result: 'bank_details_missing'; reason: BankDetailsIssue; carriedOverCents: number }
  /** No paid kit covers the run (decision 128): the earnings carry over until the kit is paid again. */
  | { affiliateId: number; result: 'kit_unpaid'; carriedOverCents: number }
  | { affiliateId: number; result: 'already_done' }
  | { affiliateId: number; result: 'nothing_due' }
  /** Nothing was written for this affiliate (its transaction rolled back); the next run retries. */
  | { affiliateId: number; result: 'failed'; error: string };

/** The month a run on `now` closes: the previous month (the run happens on the 3rd). */
export const monthToClose = (now: Date): string => previousMonth(monthOf(now));

/**
 * Creates the payouts of a month (decision 057): for every affiliate with unpaid earnings up to the
 * month, one `affiliate_payouts` row settling them, when the threshold is reached and the bank
 * details are valid; otherwise the earnings carry over. Idempotent per affiliate and month: a second
 * run, or a run racing another instance, creates nothing more (unique index, checked in a transaction).
 * Each affiliate is claimed by locking its row (decision 076), so that two runs, even of different
 * months, never settle the same earnings twice. A failure is logged, answered as `failed` for that
 * affiliate, and does not stop the others.
 */
export async function runMonthlyPayouts(
  db: Db,
  month: string,
  log?: (message: string, extra: Record<string, unknown>) => void,
  now: Date = new Date(),
): Promise<PayoutOutcome[]> {
  const outcomes: PayoutOutcome[] = [];
  for (const affiliateId of await affiliatesWithUnpaidEarnings(db, month)) {
    try {
      outcomes.push(await payAffiliate(db, affiliateId, month, now));
    } catch (error) {
      log?.('affiliate payout failed', { affiliateId, month, error: String(error) });
      outcomes.push({ affiliateId, result: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}

/** One affiliate's payout of the month, in one transaction behind the lock of its row. */
function payAffiliate(db: Db, affiliateId: number, month: string, now: Date): Promise<PayoutOutcome> {
  return db.transaction(async (tx): Promise<PayoutOutcome> => {
    await lockAffiliateForPayout(tx, affiliateId);
    if (await payoutExists(tx, affiliateId, month)) return { affiliateId, result: 'already_done' };
    const [earnings, resumesSold, bank] = [
      await unpaidEarningsUpTo(tx, affiliateId, month),
      await resumesSoldUpTo(tx, affiliateId, month),
      await bankDetailsOf(tx, affiliateId),
    ];
    const decision = computePayouts(earnings, resumesSold, month);
    if (!decision.thresholdReached) return { affiliateId, result: 'below_threshold', carriedOverCents: decision.carriedOverCents };
    if (!decision.pay) return { affiliateId, result: 'nothing_due' };
    // Paid only to an affiliate in good standing on the day of the run (decision 128).
    if (!(await isAffiliateInGoodStanding(tx, affiliateId, now)))
      return { affiliateId, result: 'kit_unpaid', carriedOverCents: decision.amountCents };
    const issue = bank ? bankDetailsIssue(bank) : 'iban_missing';
    if (issue) return { affiliateId, result: 'bank_details_missing', reason: issue, carriedOverCents: decision.amountCents };
    const payoutId = await insertPayout(tx, affiliateId, month, decision.amountCents);
    if (payoutId === null) return { affiliateId, result: 'already_done' };
    await settleEarnings(tx, payoutId, decision.earningIds);
    return { affiliateId, result: 'created', payoutId, amountCents: decision.amountCents, earnings: decision.earningIds.length };
  });
}
