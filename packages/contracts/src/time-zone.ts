/**
 * The product's time zone (issue 11, "One time zone"): every date the product shows or groups by
 * is a calendar day in France, whatever the server's or the browser's own time zone. The one
 * constant, read by the API (apps/api/src/lib/time-zone.ts), the web app and these contracts.
 */
export const PRODUCT_TIME_ZONE = 'Europe/Paris';

/** Built at first use: a formatter with a time zone costs milliseconds, paid by every page that loads this module. */
let monthParts: Intl.DateTimeFormat | undefined;

/** The month in France of an instant, as `yyyy-MM-01`: 2026-11-30T23:30Z -> '2026-12-01'. */
export function parisMonth(date: Date): string {
  monthParts ??= new Intl.DateTimeFormat('en-GB', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: '2-digit' });
  const parts = monthParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-01`;
}

let dayParts: Intl.DateTimeFormat | undefined;

/**
 * The calendar day in France of an instant, as `yyyy-MM-dd`: 2026-11-24T23:30Z -> '2026-11-25'.
 * `parisDay()` is today in France: the one helper for "today" wherever a day is shown, named or
 * counted from (issue 29: a kit's delivery date and an export's file name took the UTC day).
 */
export function parisDay(date: Date = new Date()): string {
  dayParts ??= new Intl.DateTimeFormat('en-GB', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = dayParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A date written by a formatter with month names, French's first day of a month as "1er" ("1er
 * décembre 2026", spec section 9; Intl writes "1 décembre"). Every date with a month name, on the
 * web and in the API's mails and documents, is written through this.
 */
export function writeDate(formatter: Intl.DateTimeFormat, date: Date): string {
  const parts = formatter.formatToParts(date);
  // Only beside a month's name: '01/12/2026' stays as it is.
  const named = parts.some((p) => p.type === 'month' && !/^\d+$/.test(p.value));
  const french = named && formatter.resolvedOptions().locale.startsWith('fr');
  return parts.map((p) => (french && p.type === 'day' && Number(p.value) === 1 ? '1er' : p.value)).join('');
}
