import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePayouts, nextPayoutOf, nextPayoutRun, type EarningLine } from './payouts.ts';

let nextId = 1;
const line = (month: string, amountCents: number, payoutId: number | null = null): EarningLine => ({
  id: nextId++,
  month,
  amountCents,
  payoutId,
});

describe('computePayouts (product decisions "Affiliates")', () => {
  it('below 10 resumes sold in total, nothing is paid and everything due carries over', () => {
    const earnings = [line('2026-01-01', 100), line('2026-02-01', 300)];
    expect(computePayouts(earnings, 9, '2026-02-01')).toEqual({
      month: '2026-02-01',
      payoutDate: '2026-03-03',
      thresholdReached: false,
      pay: false,
      amountCents: 0,
      earningIds: [],
      carriedOverCents: 400,
    });
  });

  it('from 10 resumes sold, pays the month and every earlier unpaid earning, on the 3rd of the next month', () => {
    const jan = line('2026-01-01', 100);
    const feb = line('2026-02-01', 700);
    const paid = line('2026-01-01', 500, 42);
    const march = line('2026-03-01', 100);
    const decision = computePayouts([jan, feb, paid, march], 10, '2026-02-01');
    expect(decision).toMatchObject({ thresholdReached: true, pay: true, amountCents: 800, carriedOverCents: 0, payoutDate: '2026-03-03' });
    expect(decision.earningIds).toEqual([jan.id, feb.id]);
  });

  it('December is paid on the 3rd of January', () => {
    expect(computePayouts([line('2025-12-01', 100)], 12, '2025-12-01').payoutDate).toBe('2026-01-03');
  });

  it('nothing due means no payout, even above the threshold', () => {
    expect(computePayouts([line('2026-01-01', 100, 1)], 20, '2026-01-01')).toMatchObject({
      pay: false,
      amountCents: 0,
      carriedOverCents: 0,
    });
  });

  it('properties: paid + carried over = due; never pays a later month or a settled earning; the threshold decides', () => {
    const month = fc.integer({ min: 1, max: 12 }).map((m) => `2026-${String(m).padStart(2, '0')}-01`);
    const earning = fc.record({
      id: fc.nat(),
      month,
      amountCents: fc.integer({ min: 1, max: 10_000 }),
      payoutId: fc.option(fc.nat(), { nil: null }),
    });
    fc.assert(
      // Earnings are rows: their ids are unique.
      fc.property(
        fc.uniqueArray(earning, { maxLength: 40, selector: (e) => e.id }),
        fc.integer({ min: 0, max: 30 }),
        month,
        (earnings, sold, m) => {
          const d = computePayouts(earnings, sold, m);
          const due = earnings.filter((e) => e.payoutId === null && e.month <= m);
          const dueCents = due.reduce((s, e) => s + e.amountCents, 0);
          expect(d.amountCents + d.carriedOverCents).toBe(dueCents);
          expect(d.thresholdReached).toBe(sold >= 10);
          if (sold < 10) expect(d.amountCents).toBe(0);
          for (const id of d.earningIds) {
            const e = earnings.find((x) => x.id === id)!;
            expect(e.payoutId).toBeNull();
            expect(e.month <= m).toBe(true);
          }
        },
      ),
    );
  });
});

describe('the next payout the dashboard announces (issue 29: no transfer the run will not make)', () => {
  it("before the 3rd at 06:00 (Paris) the next run is this month's and closes the previous month; after it, next month's", () => {
    expect(nextPayoutRun(new Date('2026-12-02T12:00:00Z'))).toEqual({ date: '2026-12-03', closesMonth: '2026-11-01' });
    expect(nextPayoutRun(new Date('2026-12-03T04:30:00Z'))).toEqual({ date: '2026-12-03', closesMonth: '2026-11-01' }); // 05:30 in Paris
    expect(nextPayoutRun(new Date('2026-12-03T05:30:00Z'))).toEqual({ date: '2027-01-03', closesMonth: '2026-12-01' }); // 06:30 in Paris
    expect(nextPayoutRun(new Date('2026-11-30T23:30:00Z'))).toEqual({ date: '2026-12-03', closesMonth: '2026-11-01' }); // 1 December in Paris
    expect(nextPayoutRun(new Date('2026-11-28T15:00:00Z'))).toEqual({ date: '2026-12-03', closesMonth: '2026-11-01' });
  });

  it('below the threshold: no amount on any date, everything earned waits (was "Prochain virement le 3 décembre · 28,00 €" with 7 CV to go)', () => {
    const earnings = [line('2026-10-01', 1300), line('2026-11-01', 1500)];
    expect(nextPayoutOf(computePayouts(earnings, 3, '2026-11-01'), null, 2800)).toEqual({
      status: 'below_threshold',
      date: '2026-12-03',
      closesMonth: '2026-11-01',
      amountCents: 0,
      waitingCents: 2800,
    });
  });

  it("threshold reached: the run's amount on its date; bank details that cannot carry it say so; later earnings wait", () => {
    const earnings = [line('2026-10-01', 3000), line('2026-11-01', 200)];
    const decision = computePayouts(earnings, 10, '2026-11-01');
    expect(nextPayoutOf(decision, null, 3500)).toEqual({
      status: 'scheduled',
      date: '2026-12-03',
      closesMonth: '2026-11-01',
      amountCents: 3200,
      waitingCents: 300,
    });
    expect(nextPayoutOf(decision, 'iban_missing', 3200)).toMatchObject({ status: 'bank_details', amountCents: 3200, waitingCents: 0 });
    expect(nextPayoutOf(computePayouts([], 12, '2026-11-01'), null, 0)).toMatchObject({ status: 'nothing_due', amountCents: 0 });
  });
});
