import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDayMonthYear,
  formatDayOfMonth,
  formatLongDate,
  formatMoney,
  formatPrice,
  formatMonthYear,
  formatNumericDate,
  formatPercent,
  formatSalary,
  toDate,
} from './format';

/** Intl writes French numbers with narrow no-break spaces; compare with plain spaces. */
const plain = (value: string) => value.replace(/[\u202f\u00a0]/g, ' ');

describe('French formatting', () => {
  it('shows cents as euros', () => {
    expect(plain(formatMoney(150000))).toBe('1 500,00 €');
    expect(plain(formatMoney(1500))).toBe('15,00 €');
    expect(plain(formatMoney(0))).toBe('0,00 €');
    // Prices: cents only when there are some; the pre-rendered site names its language.
    expect(plain(formatPrice(4900))).toBe('49 €');
    expect(plain(formatPrice(5880))).toBe('58,80 €');
    expect(plain(formatPrice(144_000))).toBe('1 440 €');
    expect(formatPrice(144_000, 'en')).toBe('€1,440');
  });

  it('groups salary thousands the French way', () => {
    expect(plain(formatSalary(32000))).toBe('32 000');
    expect(plain(formatSalary(1850))).toBe('1 850');
  });

  it('writes amounts exactly as French Intl does, without it', () => {
    const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
    for (const amount of [0, 7, 85, 999, 1000, 1850, 32000, 99999.4, 99999.5, 123456, 1234567.6, 1e9 + 1, -0.4, -0.5, -1850, -1234567.5]) {
      expect(formatSalary(amount)).toBe(intl.format(amount));
    }
  });

  it('rounds the match percentage', () => {
    expect(plain(formatPercent(87.6))).toBe('88 %');
  });

  it('reads yyyy-MM-dd as noon UTC of that day (that same day in France)', () => {
    expect(toDate('2026-01-12').toISOString()).toBe('2026-01-12T12:00:00.000Z');
  });

  it("dates an instant by its day in France, whatever the browser's time zone", () => {
    // 23:30 UTC is already the next day in Paris (UTC+1 in winter, UTC+2 in summer).
    expect(formatNumericDate('2026-11-24T23:30:00.000Z')).toBe('25/11/2026');
    expect(formatNumericDate(new Date('2026-06-30T22:30:00.000Z'))).toBe('01/07/2026');
    expect(formatLongDate('2026-12-31T23:30:00Z')).toBe('1er janvier 2027');
    expect(formatNumericDate('2026-11-24T22:59:00.000Z')).toBe('24/11/2026');
    // A calendar day stays that day.
    expect(formatNumericDate('2026-11-24')).toBe('24/11/2026');
  });

  it('formats French dates', () => {
    expect(formatDayMonthYear('2026-01-12')).toBe('12 janv. 2026');
    expect(formatMonthYear('2026-03-01')).toBe('mars 2026');
    expect(formatNumericDate('2026-01-02')).toBe('02/01/2026');
  });

  it('writes the first day of a month "1er" beside its name, never "1 décembre" (issue 29)', () => {
    expect(formatLongDate('2026-12-01')).toBe('1er décembre 2026');
    expect(formatDayMonthYear('2026-12-01')).toBe('1er déc. 2026');
    expect(plain(formatDateTime('2026-12-01T12:00:00Z'))).toBe('1er décembre 2026 à 13:00');
    // Not the 11th or the 21st, nor a date written in figures.
    expect(formatLongDate('2026-12-11')).toBe('11 décembre 2026');
    expect(formatLongDate('2026-12-21')).toBe('21 décembre 2026');
    expect(formatNumericDate('2026-12-01')).toBe('01/12/2026');
  });
});

describe('English formatting (decision 092)', () => {
  afterEach(() => {
    document.documentElement.lang = 'fr';
  });

  it('writes a day of the month as an ordinal in English, "1er" in French (decision 143)', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map((d) => formatDayOfMonth(d, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
    expect([1, 3, 21].map((d) => formatDayOfMonth(d, 'fr'))).toEqual(['1er', '3', '21']);
    document.documentElement.lang = 'en';
    expect(formatDayOfMonth(3)).toBe('3rd');
  });

  it('follows the page language: British amounts, dates and percentages, French salary text', () => {
    document.documentElement.lang = 'en';
    expect(formatMoney(150000)).toBe('€1,500.00');
    expect(formatPrice(10000)).toBe('€100');
    expect(formatPrice(5880)).toBe('€58.80');
    expect(formatPercent(87.6)).toBe('88%');
    expect(formatDayMonthYear('2026-01-12')).toBe('12 Jan 2026');
    expect(formatMonthYear('2026-03-01')).toBe('March 2026');
    expect(formatLongDate('2026-12-31T23:30:00Z')).toBe('1 January 2027');
    expect(formatDayMonthYear('2026-12-01')).toBe('1 Dec 2026');
    expect(formatNumericDate('2026-11-24T23:30:00.000Z')).toBe('25/11/2026');
    // The salary is kept as French text (digits and spaces) in every language.
    expect(plain(formatSalary(32000))).toBe('32 000');
    document.documentElement.lang = 'fr';
    expect(plain(formatMoney(150000))).toBe('1 500,00 €');
    expect(formatDayMonthYear('2026-01-12')).toBe('12 janv. 2026');
  });
});
