import { PRODUCT_TIME_ZONE } from './time-zone';

/**
 * French formatting of amounts, salaries and dates (spec section 9): prices are cents shown in
 * euros, salaries with French thousands grouping, dates with French month names, in France's time
 * zone (a purchase at 23:30 UTC on 24 November is dated 25 November, as the API dates it).
 */
const LOCALE = 'fr-FR';

const moneyFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
const moneyFormatNoCents = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** 150000 -> '1 500,00 €' (narrow no-break space between thousands, no-break space before €). */
export const formatMoney = (cents: number): string => moneyFormat.format(cents / 100);

/** 10000 -> '100 €': for round prices in marketing copy. */
export const formatMoneyRounded = (cents: number): string => moneyFormatNoCents.format(cents / 100);

/** 32000 -> '32 000': a monthly salary as typed and shown in job forms. */
export const formatSalary = (amount: number): string => integerFormat.format(amount);

/** Rounded match percentage with its sign: 87.6 -> '88 %'. */
export const formatPercent = (value: number): string => `${Math.round(value)}\u00a0%`;

/**
 * Reads 'yyyy-MM-dd' (a calendar day the API computed in France) as noon UTC of that day, which is
 * that same day in France and in every browser's time zone; other strings (instants) go through Date.
 */
export const toDate = (value: Date | string): Date => {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12));
  return new Date(value);
};

const dateFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: PRODUCT_TIME_ZONE });
const dayMonthYear = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const monthYear = dateFormat({ month: 'long', year: 'numeric' });
const numeric = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const long = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** '2026-01-12' -> '12 janv. 2026' (applications grouped by day). */
export const formatDayMonthYear = (value: Date | string): string => dayMonthYear.format(toDate(value));

/** '2026-01-12' -> 'janvier 2026' (candidate previous jobs). */
export const formatMonthYear = (value: Date | string): string => monthYear.format(toDate(value));

/** '2026-01-12' -> '12/01/2026' (purchase dates). */
export const formatNumericDate = (value: Date | string): string => numeric.format(toDate(value));

/** '2026-01-12' -> '12 janvier 2026'. */
export const formatLongDate = (value: Date | string): string => long.format(toDate(value));
