import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import { effectiveStatus, isRunning, LIVE_STATUSES, runningSql } from './subscription-status.ts';

/** Every status the payment providers send (Stripe's list) and the product writes. */
const STATUSES = ['active', 'past_due', 'canceled', 'expired', 'incomplete', 'incomplete_expired', 'trialing', 'unpaid', 'paused'];

describe('when a subscription runs: one rule, the same in TypeScript and in SQL (issue 14)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('agrees on every status, with the period over, ending now and running', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const ends = [new Date(now.getTime() - 86_400_000), now, new Date(now.getTime() + 1000)];
    for (const status of STATUSES) {
      for (const end of ends) {
        const [row] = (
          (await database.db.execute(
            sql`SELECT ${runningSql('s', now)} AS running FROM (SELECT ${status}::text AS status, ${end.toISOString()}::timestamptz AS current_period_end) s`,
          )) as unknown as { rows: { running: boolean }[] }
        ).rows;
        expect({ status, end: end.toISOString(), running: row!.running }).toEqual({
          status,
          end: end.toISOString(),
          running: isRunning(status, end, now),
        });
        // The card never shows a running status for a subscription that does not run.
        expect(isRunning(status, end, now) || !(LIVE_STATUSES as readonly string[]).includes(effectiveStatus(status, end, now))).toBe(true);
      }
    }
    expect(isRunning('past_due', ends[2]!, now)).toBe(true);
    expect(effectiveStatus('past_due', ends[0]!, now)).toBe('expired');
    expect(effectiveStatus('canceled', ends[2]!, now)).toBe('canceled');
  });
});
