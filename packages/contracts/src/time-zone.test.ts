import { describe, expect, it } from 'vitest';
import { monthOf } from './affiliates.ts';
import { parisMonth } from './time-zone.ts';

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
