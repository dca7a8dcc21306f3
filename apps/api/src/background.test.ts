import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, JOB_NAMES, MATCH_REFRESH_CHANNEL, wakeMatchRefresh, type BackgroundDeps } from './background.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { seedReference } from './db/seed/reference.ts';
import { describeFailedJob, startJobQueue, type JobQueue } from './lib/job-queue.ts';
import { openTestDatabase } from '../test/helpers.ts';
import { TEST_REFERENCE } from '../test/reference-catalogue.ts';
import { rowsOf } from './lib/sql.ts';

async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const silent = { info: () => undefined, debug: () => undefined, error: () => undefined };

describe('background work on pg-boss', () => {
  let database: Database;
  let queue: JobQueue;
  let failures = 0;
  const ran: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedReference(database.db, TEST_REFERENCE);
    // The real definitions, with work that cannot reach the payment provider or a mailer.
    const deps = { db: database.db } as unknown as BackgroundDeps;
    const jobs = backgroundJobs(deps);
    queue = await startJobQueue({
      connection: database.jobQueueConnection(),
      jobs: [
        jobs['match-refresh'],
        jobs['affiliate-payouts'],
        jobs['affiliate-held-payouts'],
        { ...jobs['application-digests'], run: async () => void ran.push('application-digests') },
        { ...jobs['payment-sweep'], run: async () => void ran.push('payment-sweep') },
        { ...jobs['candidate-retention'], run: async () => void ran.push('candidate-retention') },
        { ...jobs['unpaid-addresses'], run: async () => void ran.push('unpaid-addresses') },
        {
          ...jobs['invoice-pdfs'],
          retryLimit: 1,
          retryDelay: 1,
          run: async () => {
            failures += 1;
            throw new Error('storage unreachable');
          },
        },
      ],
      work: true,
      pollingIntervalSeconds: 0.5,
      log: silent,
    });
  }, 120_000);
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  it('schedules each job at its time, Paris time for the digests, the payouts and the candidate retention', async () => {
    const schedules = rowsOf<{ name: string; cron: string; timezone: string }>(
      await database.db.execute(sql`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`),
    );
    expect(schedules).toEqual([
      { name: 'affiliate-held-payouts', cron: '30 6 * * *', timezone: 'Europe/Paris' },
      { name: 'affiliate-payouts', cron: '0 6 3 * *', timezone: 'Europe/Paris' },
      { name: 'application-digests', cron: '0 8 * * *', timezone: 'Europe/Paris' },
      { name: 'candidate-retention', cron: '0 3 * * *', timezone: 'Europe/Paris' },
      { name: 'invoice-pdfs', cron: '* * * * *', timezone: 'UTC' },
      { name: 'match-refresh', cron: '* * * * *', timezone: 'UTC' },
      { name: 'payment-sweep', cron: '* * * * *', timezone: 'UTC' },
      { name: 'unpaid-addresses', cron: '17 * * * *', timezone: 'UTC' },
    ]);
    expect(schedules.map((s) => s.name).sort()).toEqual([...JOB_NAMES].sort());
  });

  it('refreshes the match lists when asked', async () => {
    // A request to rebuild everything, as a bulk import leaves.
    await database.db
      .execute(sql`INSERT INTO match_refresh_queue (kind, target_id, requested_at) VALUES ('all', 0, clock_timestamp() - interval '1 second')
      ON CONFLICT (kind, target_id) DO UPDATE SET requested_at = excluded.requested_at, failed_at = NULL`);
    await queue.sendSoon('match-refresh', 1);
    await until(async () => {
      const [left] = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM match_refresh_queue`));
      return left?.n === 0;
    });
  });

  it('notifies the refresh channel once per transaction that asks for a refresh, at commit only', async () => {
    const heard: string[] = [];
    const stop = await database.listen(MATCH_REFRESH_CHANNEL, (payload) => heard.push(payload));
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT match_enqueue('candidate', 900001)`);
        await tx.execute(sql`SELECT match_enqueue('candidate', 900002)`);
      });
      await until(async () => heard.length > 0, 5_000);
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT match_enqueue('candidate', 900003)`);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual(['']);
    } finally {
      await stop();
      await database.db.execute(sql`DELETE FROM match_refresh_queue WHERE target_id IN (900001, 900002, 900003)`);
    }
  });

  it('refreshes within seconds after a write made outside the API (a statement in a shell), not at the next minute', async () => {
    const stop = await wakeMatchRefresh(database, queue, silent);
    try {
      // Wait for the start of a minute's second half, so that the every-minute schedule cannot be what runs it.
      const second = new Date().getUTCSeconds();
      if (second > 45 || second < 5) await new Promise((resolve) => setTimeout(resolve, ((65 - second) % 60) * 1000));
      const started = Date.now();
      await database.db.execute(sql`SELECT match_enqueue('candidate', 900004)`);
      await until(async () => {
        const [left] = rowsOf<{ n: number }>(
          await database.db.execute(sql`SELECT count(*)::int AS n FROM match_refresh_queue WHERE target_id = 900004`),
        );
        return left?.n === 0;
      }, 30_000);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await stop();
    }
  }, 90_000);

  it('runs a job sent to it once', async () => {
    await queue.send('payment-sweep');
    await until(async () => ran.includes('payment-sweep'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran.filter((name) => name === 'payment-sweep')).toHaveLength(1);
  });

  it('retries a failing job, then lists it as failed with its error, and can try it again', async () => {
    await queue.send('invoice-pdfs');
    const [dead] = await until(async () => {
      const failed = await queue.failed();
      return failed.length > 0 && failed;
    });
    expect(failures).toBe(2);
    expect(dead).toMatchObject({ queue: 'invoice-pdfs', tries: 2 });
    expect(describeFailedJob(dead!)).toMatch(/^\d{4}-\d\d-\d\dT.* invoice-pdfs .* after 2 tries: storage unreachable$/);

    expect(await queue.retryFailed()).toBe(1);
    await until(async () => failures >= 3);
    expect(await queue.failed()).toHaveLength(0);
  });

  it('refuses a job name it does not know', async () => {
    await expect(queue.send('nightly-backup')).rejects.toThrow('unknown job queue');
  });
});

describe('configuration', () => {
  it('works the queues by default, not under NODE_ENV=test, and not when BACKGROUND_JOBS=false', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).backgroundJobs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', BACKGROUND_JOBS: 'false' }).backgroundJobs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', BACKGROUND_JOBS: 'true' }).backgroundJobs).toBe(false);
  });
});
