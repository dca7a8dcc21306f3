/**
 * The product's time zone (issue 11, "One time zone"): every date the product shows or groups by
 * is a calendar day in France, whatever the server's own time zone (UTC in production). The web
 * app uses the same constant (apps/web/src/lib/time-zone.ts).
 */
import type { Language } from '@app/contracts/constants';
import { sql, type SQL } from 'drizzle-orm';
import { PRODUCT_TIME_ZONE, parisDay, writeDate } from '@app/contracts/time-zone';

export { PRODUCT_TIME_ZONE };

/** The calendar day in France of an instant, as `yyyy-MM-dd`: 2026-11-24T23:30Z -> '2026-11-25'; without one, today in France. */
export const parisDate = (date: Date = new Date()): string => parisDay(date);

/**
 * Today in France as an SQL date, for queries that count days back from today (issue 29): the
 * database's `current_date` is the server's day (UTC), a day behind France's from 22:00 or 23:00 UTC,
 * while the days it is compared with (`applications.completed_at`) are France's.
 */
export const parisTodaySql = (now: Date = new Date()): SQL => sql`${parisDate(now)}::date`;

const LONG_DAY = {
  fr: new Intl.DateTimeFormat('fr-FR', { timeZone: PRODUCT_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: PRODUCT_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }),
} as const;

/**
 * A day in France in the reader's language, with the month's name: "28 novembre 2026", "1er
 * décembre 2026", "1 December 2026". A `yyyy-MM-dd` day (already France's) is read as that day.
 */
export function formatParisDay(at: Date | string, lang: Language): string {
  const date = typeof at === 'string' ? new Date(`${at}T12:00:00Z`) : at;
  return writeDate(LONG_DAY[lang], date);
}

const FRENCH_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: PRODUCT_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric' });

/** A date as printed in France: 2026-11-24T23:30Z -> '25/11/2026'. */
export const formatFrenchDate = (date: Date): string => FRENCH_DATE.format(date);

/** The year in France (an invoice paid on 31 December at 23:30 in Paris belongs to that year). */
export const parisYear = (date: Date): number => Number(YEAR.format(date));

/** The calendar day in France of an instant as numbers: 2026-11-24T23:30Z -> { year: 2026, month: 11, day: 25 }. */
export function parisDateParts(date: Date): { year: number; month: number; day: number } {
  const [year, month, day] = parisDate(date).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: PRODUCT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The time of day in France of an instant, `HH:mm`: 2026-11-24T23:30Z -> '00:30'. */
export const parisTime = (date: Date): string => TIME.format(date);
