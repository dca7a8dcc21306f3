/**
 * The product's time zone (issue 11, "One time zone"): every date the product shows or groups by
 * is a calendar day in France, whatever the server's own time zone (UTC in production). The web
 * app uses the same constant (apps/web/src/lib/time-zone.ts).
 */
export const PRODUCT_TIME_ZONE = 'Europe/Paris';

const DAY_PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in France of an instant, as `yyyy-MM-dd`: 2026-11-24T23:30Z -> '2026-11-25'. */
export function parisDate(date: Date): string {
  const parts = DAY_PARTS.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
