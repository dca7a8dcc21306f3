import { describe, expect, it } from 'vitest';
import { formatParisDay, parisDate, PRODUCT_TIME_ZONE } from './time-zone.ts';

describe('parisDate', () => {
  it('gives the calendar day in France, not in UTC', () => {
    expect(PRODUCT_TIME_ZONE).toBe('Europe/Paris');
    // Winter (UTC+1) and summer (UTC+2): 23:30 UTC and 22:30 UTC are past midnight in Paris.
    expect(parisDate(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(parisDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(parisDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(parisDate(new Date('2026-11-24T22:59:59Z'))).toBe('2026-11-24');
    expect(parisDate(new Date('2026-03-01T00:30:00Z'))).toBe('2026-03-01');
  });
});

describe('formatParisDay', () => {
  it('writes the first of a month "1er" in French (issue 29: "1 décembre"), in France\'s day', () => {
    expect(formatParisDay(new Date('2026-11-30T23:30:00Z'), 'fr')).toBe('1er décembre 2026');
    expect(formatParisDay('2026-12-01', 'fr')).toBe('1er décembre 2026');
    expect(formatParisDay('2026-12-01', 'en')).toBe('1 December 2026');
    expect(formatParisDay('2026-12-11', 'fr')).toBe('11 décembre 2026');
    expect(formatParisDay('2026-12-21', 'fr')).toBe('21 décembre 2026');
  });
});
