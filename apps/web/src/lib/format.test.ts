import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatMoney, formatMonthYear, formatNumericDate, formatPercent, formatSalary, toDate } from './format';

/** Intl writes French numbers with narrow no-break spaces; compare with plain spaces. */
const plain = (value: string) => value.replace(/[\u202f\u00a0]/g, ' ');

describe('French formatting', () => {
  it('shows cents as euros', () => {
    expect(plain(formatMoney(150000))).toBe('1 500,00 €');
    expect(plain(formatMoney(1500))).toBe('15,00 €');
    expect(plain(formatMoney(0))).toBe('0,00 €');
  });

  it('groups salary thousands the French way', () => {
    expect(plain(formatSalary(32000))).toBe('32 000');
    expect(plain(formatSalary(1850))).toBe('1 850');
  });

  it('rounds the match percentage', () => {
    expect(plain(formatPercent(87.6))).toBe('88 %');
  });

  it('reads yyyy-MM-dd as a local day', () => {
    const date = toDate('2026-01-12');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 0, 12]);
  });

  it('formats French dates', () => {
    expect(formatDayMonthYear('2026-01-12')).toBe('12 janv. 2026');
    expect(formatMonthYear('2026-03-01')).toBe('mars 2026');
    expect(formatNumericDate('2026-01-02')).toBe('02/01/2026');
  });
});
