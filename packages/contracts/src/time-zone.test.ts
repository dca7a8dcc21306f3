import { describe, expect, it } from 'vitest';
import { kitDeliveryDate, monthOf } from './affiliates.ts';
import { parisDay, parisMonth, writeDate } from './time-zone.ts';

describe('months in France (issue 11, one time zone)', () => {
  it('gives the month of the instant in Paris, not in UTC', () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Paris (winter, UTC+1).
    expect(parisMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(parisMonth(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11-01');
    // Summer time, UTC+2: 22:30 UTC on 31 July is already August in Paris.
    expect(parisMonth(new Date('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
    expect(parisMonth(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('is what affiliate earnings are grouped by', () => {
    expect(monthOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });
});

describe('days in France (issue 29: the UTC day named a kit delivery and an export)', () => {
  it('counts a kit delivery from the day of payment in Paris', () => {
    // 23:30 UTC on 24 November is 00:30 on the 25th in Paris: delivery 7 days later is 2 December.
    expect(kitDeliveryDate(new Date('2026-11-24T23:30:00Z'))).toBe('2026-12-02');
    expect(kitDeliveryDate(new Date('2026-11-24T12:00:00Z'))).toBe('2026-12-01');
    expect(parisDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  it('writes "1er" for the first day of a month beside its French name only', () => {
    const long = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long' });
    const figures = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit' });
    const english = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long' });
    const first = new Date('2026-12-01T12:00:00Z');
    expect([writeDate(long, first), writeDate(figures, first), writeDate(english, first)]).toEqual(['1er décembre', '01/12', '1 December']);
  });
});
