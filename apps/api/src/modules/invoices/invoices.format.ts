import type { Language } from '@app/contracts/constants';

const locale = (lang: Language) => (lang === 'en' ? 'en-GB' : 'fr-FR');

/** An amount in cents, in the reader's language: "588,00 €", "€588.00". */
export const formatMoney = (cents: number, lang: Language): string =>
  new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A day in Paris, in the reader's language (the one formatter of lib/time-zone.ts: "1er décembre 2026"). */
export { formatParisDay } from '../../lib/time-zone.ts';

/**
 * A period's last day, inclusive, from its end (the instant the next period starts): the day
 * before. The one rule of the invoice's "du 29/11/2026 au 28/11/2027" and of the mail's period
 * (walk of 2026-11-29: the mail said "au 29 novembre 2027").
 */
export function periodLastDay(end: Date): Date {
  const last = new Date(end);
  last.setUTCDate(last.getUTCDate() - 1);
  return last;
}
