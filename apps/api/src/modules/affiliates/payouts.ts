import { AFFILIATE } from '@app/contracts/constants';
import { monthOf, payoutDateOf, previousMonth, type BankDetailsIssue, type NextPayout } from '@app/contracts/affiliates';
import { PRODUCT_TIME_ZONE } from '@app/contracts/time-zone';

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

/** The payouts run on the 3rd at this hour, Paris time (the job's schedule in background.ts). */
export const PAYOUT_RUN_HOUR = 6;
/** The payouts job's cron: the 3rd of each month at 06:00 (decision 057). */
export const PAYOUT_RUN_CRON = `0 ${PAYOUT_RUN_HOUR} ${AFFILIATE.paymentDayOfMonth} * *`;

let dayHourParts: Intl.DateTimeFormat | undefined;

/**
 * The next run of the payouts after `now` and the month it closes: before the 3rd at 06:00 (Paris)
 * it is this month's run, closing the previous month; after it, next month's, closing this one.
 */
export function nextPayoutRun(now: Date): { date: string; closesMonth: string } {
  dayHourParts ??= new Intl.DateTimeFormat('en-GB', { timeZone: PRODUCT_TIME_ZONE, day: 'numeric', hour: 'numeric', hourCycle: 'h23' });
  const parts = dayHourParts.formatToParts(now);
  const day = Number(parts.find((p) => p.type === 'day')!.value);
  const hour = Number(parts.find((p) => p.type === 'hour')!.value);
  const month = monthOf(now);
  const beforeThisMonthsRun = day < AFFILIATE.paymentDayOfMonth || (day === AFFILIATE.paymentDayOfMonth && hour < PAYOUT_RUN_HOUR);
  const closesMonth = beforeThisMonthsRun ? previousMonth(month) : month;
  return { date: payoutDateOf(closesMonth), closesMonth };
}

/**
 * What the next run will do for an affiliate (the dashboard's "Prochain virement"): the run's own
 * decision (`computePayouts` on the earnings up to the month it closes) and the run's bank check,
 * so that the screen never announces a transfer the run will not make.
 */
export function nextPayoutOf(decision: PayoutDecision, bankIssue: BankDetailsIssue | null, unpaidCents: number): NextPayout {
  const base = { date: decision.payoutDate, closesMonth: decision.month };
  if (!decision.thresholdReached) return { ...base, status: 'below_threshold', amountCents: 0, waitingCents: unpaidCents };
  if (!decision.pay) return { ...base, status: 'nothing_due', amountCents: 0, waitingCents: unpaidCents };
  return {
    ...base,
    status: bankIssue ? 'bank_details' : 'scheduled',
    amountCents: decision.amountCents,
    waitingCents: unpaidCents - decision.amountCents,
  };
}
