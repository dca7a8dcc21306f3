import { writePercent } from '@app/contracts/percent';
import { writePrice } from '@app/contracts/price-slots';
import { writeDate } from '@app/contracts/time-zone';
import { PRODUCT_TIME_ZONE } from './time-zone';

/**
 * Formatting of amounts, salaries and dates (spec section 9): prices are cents shown in euros,
 * dates with month names, in France's time zone (a purchase at 23:30 UTC on 24 November is dated
 * 25 November, as the API dates it). French by default; in English (decision 092) amounts and
 * dates are written the British way ('€1,500.00', '12 Jan 2026'), still in euros and in France's
 * time zone. The language is the page's (`<html lang>`, which follows the texts' language), read at
 * each call: components render again when the language changes.
 */
const FRENCH = 'fr-FR';
const locale = (): string => (typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en-GB' : FRENCH);

/** One formatter per locale and options, built on first use. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const cached =
  <T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: (tag: string) => T) =>
  (tag: string): T => {
    const id = `${key}|${tag}`;
    let formatter = formatters.get(id) as T | undefined;
    if (!formatter) {
      formatter = build(tag);
      formatters.set(id, formatter);
    }
    return formatter;
  };

const moneyFormat = cached('money', (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }));

/** The locale of a language given ('en' or else French), else the page's. */
const tagOf = (language?: string): string => (language === undefined ? locale() : language === 'en' ? 'en-GB' : FRENCH);

/**
 * 150000 -> '1 500,00 €' (narrow no-break space between thousands, no-break space before €); English '€1,500.00'.
 * `language` for the pre-rendered site, which has no page to read it from.
 */
export const formatMoney = (cents: number, language?: string): string => moneyFormat(tagOf(language)).format(cents / 100);

/**
 * A price as a customer reads it: whole euros without cents ('49 €'), else with them ('58,80 €').
 * `language` for the pre-rendered site, which has no page to read it from.
 */
export const formatPrice = (cents: number, language?: string): string => writePrice(cents, tagOf(language) === FRENCH ? 'fr' : 'en');

/**
 * 32000 -> '32 000': a monthly salary as typed and shown in job forms. Always French: the salary is
 * kept as this text (digits and spaces, spec section 9), in every language.
 */
export const formatSalary = (amount: number): string => {
  // Written as French Intl writes it (groups of three digits, narrow no-break spaces), without Intl:
  // the first number formatter of a page costs about 50 ms of ICU start-up on a phone (issue 15).
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return amount < 0 ? `-${digits}` : digits;
};

/**
 * A day of the month as a sentence writes it (decision 143): English ordinals ('the 3rd', 'the 1st',
 * 'the 22nd', 'the 11th'), French '1er' and plain numbers after it ('le 3'). `language` as the
 * texts' language (the pre-rendered site has no page language to read), else the page's.
 */
export const formatDayOfMonth = (day: number, language?: string): string => {
  const english = language === undefined ? locale() !== FRENCH : language === 'en';
  if (!english) return day === 1 ? '1er' : String(day);
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
};

/**
 * A rounded percentage with its sign, the one writer of every percentage shown (issue 29: "20 %" in
 * English): 87.6 -> '88 %' (no-break space), English '88%'. `language` for the pre-rendered site.
 */
export const formatPercent = (value: number, language?: string): string =>
  writePercent(value, (language === undefined ? locale() !== FRENCH : language === 'en') ? 'en' : 'fr');

const kilometres = cached('km', (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }));

/** A distance in kilometres, one decimal at most: 4.2 -> '4,2' (English '4.2'). */
export const formatKilometres = (value: number): string => kilometres(locale()).format(value);

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

const dateFormat = (key: string, options: Intl.DateTimeFormatOptions) =>
  cached(key, (tag) => new Intl.DateTimeFormat(tag, { ...options, timeZone: PRODUCT_TIME_ZONE }));
const dayMonthYear = dateFormat('dmy', { day: 'numeric', month: 'short', year: 'numeric' });
const monthYear = dateFormat('my', { month: 'long', year: 'numeric' });
const numeric = dateFormat('numeric', { day: '2-digit', month: '2-digit', year: 'numeric' });
const long = dateFormat('long', { day: 'numeric', month: 'long', year: 'numeric' });

/** '2026-01-12' -> '12 janv. 2026' (applications grouped by day); the first of a month '1er déc. 2026' (`writeDate`). */
export const formatDayMonthYear = (value: Date | string): string => writeDate(dayMonthYear(locale()), toDate(value));

/** '2026-01-12' -> 'janvier 2026' (candidate previous jobs). */
export const formatMonthYear = (value: Date | string): string => monthYear(locale()).format(toDate(value));

/** '2026-01-12' -> '12/01/2026' (purchase dates). */
export const formatNumericDate = (value: Date | string): string => numeric(locale()).format(toDate(value));

/** '2026-01-12' -> '12 janvier 2026'; '2026-12-01' -> '1er décembre 2026' (English '1 December 2026'). */
export const formatLongDate = (value: Date | string): string => writeDate(long(locale()), toDate(value));

const dateTime = dateFormat('datetime', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** An instant -> '30 novembre 2026 à 13:00' (France's time): the end of a payout hold (decision 116). */
export const formatDateTime = (value: Date | string): string => writeDate(dateTime(locale()), toDate(value));
