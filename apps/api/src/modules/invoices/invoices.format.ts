import type { Language } from '@app/contracts/constants';

const locale = (lang: Language) => (lang === 'en' ? 'en-GB' : 'fr-FR');

/** An amount in cents, in the reader's language: "588,00 €", "€588.00". */
export const formatMoney = (cents: number, lang: Language): string =>
  new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A day in Paris, in the reader's language (the one formatter of lib/time-zone.ts: "1er décembre 2026"). */
export { formatParisDay } from '../../lib/time-zone.ts';
