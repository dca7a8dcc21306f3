/**
 * The product's time zone (issue 11, "One time zone"): every date the product shows or groups by
 * is a calendar day in France, whatever the server's own time zone (UTC in production). The web
 * app uses the same constant (apps/web/src/lib/time-zone.ts).
 */
import { PRODUCT_TIME_ZONE } from '@app/contracts/time-zone';

export { PRODUCT_TIME_ZONE };

const DAY_PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in France of an instant, as `yyyy-MM-dd`: 2026-11-24T23:30Z -> '2026-11-25'. */
export function parisDate(date: Date): string {
  const parts = DAY_PARTS.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
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
