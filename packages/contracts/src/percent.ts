import type { Language } from './constants.ts';

/**
 * A percentage as each language writes it (issue 29: "20 %" in English): French puts a no-break
 * space before the sign ('20 %'), English none ('20%'). The one writer of a percentage: the web's
 * `formatPercent`, the invoice PDF and the embedded checkout page read it. Rounded to a whole number.
 */
export const writePercent = (value: number, language: Language): string => `${Math.round(value)}${language === 'en' ? '' : '\u00a0'}%`;
