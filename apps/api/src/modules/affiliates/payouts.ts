import { AFFILIATE } from '@app/contracts/constants';
import { payoutDateOf } from '@app/contracts/affiliates';

/**
 * Monthly payout rule of an affiliate (product decisions "Affiliates", decision 057), kept pure so
 * that it is tested without a database.
 *
 * - Earnings accrue by month (`yyyy-MM-01`).
 * - The payout for month M settles every earning of M and of the months before that is not paid
 *   yet, by transfer on the 3rd of M + 1.
 * - It is made only once the affiliate's attributed resumes sold reach 10 in total (counted up to
 *   the end of M); before that, earnings carry over to the following months.
 * - Earnings of months after M are never part of M's payout.
 */

export interface EarningLine {
  id: number;
  amountCents: number;
  /** `yyyy-MM-01` */
  month: string;
  /** Set once a payout settled it. */
  payoutId: number | null;
}

export interface PayoutDecision {
  month: string;
  /** `yyyy-MM-dd`, the 3rd of the next month. */
  payoutDate: string;
  thresholdReached: boolean;
  /** Whether a payout is to be made (threshold reached and something to pay). */
  pay: boolean;
  /** Amount of the payout, 0 when none is made. */
  amountCents: number;
  /** The earnings the payout settles (empty when none is made). */
  earningIds: number[];
  /** Unpaid earnings up to M that stay for a later month (0 when the payout is made). */
  carriedOverCents: number;
}

export function computePayouts(earnings: readonly EarningLine[], resumesSoldTotal: number, month: string): PayoutDecision {
  const due = earnings.filter((e) => e.payoutId === null && e.month <= month);
  const dueCents = due.reduce((sum, e) => sum + e.amountCents, 0);
  const thresholdReached = resumesSoldTotal >= AFFILIATE.profitFromResumesSold;
  const pay = thresholdReached && dueCents > 0;
  return {
    month,
    payoutDate: payoutDateOf(month),
    thresholdReached,
    pay,
    amountCents: pay ? dueCents : 0,
    earningIds: pay ? due.map((e) => e.id) : [],
    carriedOverCents: pay ? 0 : dueCents,
  };
}
