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
