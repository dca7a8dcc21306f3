import { AFFILIATE } from './constants.ts';
import { parisDay, parisMonth } from './time-zone.ts';

/**
 * The affiliates' months and payout dates (spec section 9), without the affiliate module's schemas:
 * the affiliate dashboard's threshold card reads them, and importing them from `affiliates.ts`
 * brought zod and the phone rule (libphonenumber) to that page (issue 30, item 7).
 * Months are the first day of a month, `yyyy-MM-01`.
 */

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-01$/;

/** First day of the month of a date in France: `2026-03-15T..` -> `2026-03-01`; 2026-11-30T23:30Z -> `2026-12-01`. */
export const monthOf = (date: Date): string => parisMonth(date);

/** The month after `yyyy-MM-01`. */
export const nextMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The month before `yyyy-MM-01`. */
export const previousMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
};

/** The earnings of a month are paid by transfer on the 3rd of the next month (spec section 9). */
export const payoutDateOf = (month: string): string =>
  `${nextMonth(month).slice(0, 8)}${String(AFFILIATE.paymentDayOfMonth).padStart(2, '0')}`;

/**
 * Kit delivery is announced this many days after payment (spec section 9), as `yyyy-MM-dd`: days
 * counted from the day of payment in France (issue 29: a kit paid at 00:30 in Paris was dated from
 * the UTC day before).
 */
export const kitDeliveryDate = (paidAt: Date): string =>
  new Date(Date.parse(`${parisDay(paidAt)}T12:00:00Z`) + AFFILIATE.deliveryDays * 86_400_000).toISOString().slice(0, 10);
