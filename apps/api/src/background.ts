import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PRODUCT_TIME_ZONE } from './lib/time-zone.ts';
import type { Database } from './db/client.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from './lib/job-queue.ts';
import { monthToClose } from './modules/affiliates/monthly-payouts.ts';
import { PAYOUT_RUN_CRON } from './modules/affiliates/payouts.ts';
import { payMonth, payUnsentPayouts, type PayoutFileDeps } from './modules/affiliates/payout-file.service.ts';
import { sendDueDigests, type DigestDeps } from './modules/application-digests/digests.service.ts';
import type { CommerceDeps } from './modules/checkout/commerce-deps.ts';
import { makePendingInvoices, sweepPayments } from './modules/checkout/payment-sweep.ts';
import { removeUnpaidDrafts } from './modules/ecommerce/index.ts';
import { drainUntilSettled } from './modules/matching/match.worker.ts';
import { runRetention, type PrivacyDeps } from './modules/privacy/privacy.service.ts';

/**
 * All the background work of the product, as pg-boss jobs (decision 086): what each job does, when
 * it runs by itself, and how often it is tried. Every instance may work the queues: pg-boss hands
 * each job to one of them, and the work itself claims its rows (decision 076).
 */

export const JOB_NAMES = [
  'match-refresh',
  'application-digests',
  'payment-sweep',
  'invoice-pdfs',
  'affiliate-payouts',
  'affiliate-held-payouts',
  'candidate-retention',
  'unpaid-addresses',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface BackgroundDeps {
  db: Database['db'];
  commerce: CommerceDeps;
  digests: DigestDeps;
  /** Where the affiliates' SEPA payout files are stored, the account they debit (decision 081), and the mail of held payouts (decision 116). */
  payouts: Pick<PayoutFileDeps, 'storage' | 'debtor' | 'mailer' | 'publicUrl'>;
  /** Candidate retention: notices and anonymization (decision 093). */
  privacy: PrivacyDeps;
  /** Failures are logged as errors, the rest (each list refreshed) at debug level. */
  log?: (message: string, extra?: Record<string, unknown>) => void;
}

/**
 * A job run by itself at `cron` read in Paris time, once after a stop that missed it, one run at a
 * time across instances.
 */
const parisTimeJob = (
  name: JobName,
  cron: string,
  run: JobDefinition['run'],
  retries: Pick<JobDefinition, 'retryLimit' | 'retryDelay'> = {},
): JobDefinition => ({
  name,
  run,
  schedule: { cron, tz: PRODUCT_TIME_ZONE, missed: 'once' },
  policy: 'singleton',
  ...retries,
});

export function backgroundJobs(deps: BackgroundDeps): Record<JobName, JobDefinition> {
  return {
    // Database triggers note what to refresh (decision 041); a write through the API asks for a run
    // within a second (below), the schedule catches any other writer (imports, scripts).
    'match-refresh': {
      name: 'match-refresh',
      run: () => drainUntilSettled(deps.db, { log: deps.log }),
      schedule: { cron: '* * * * *' },
      policy: 'stately',
      retryDelay: 10,
      // Someone is waiting for the list: look twice a second.
      pollingIntervalSeconds: 0.5,
    },
    // Daily digests at 08:00, weekly ones on Monday at 08:00, Paris time; once after a stop that missed it.
    'application-digests': parisTimeJob('application-digests', '0 8 * * *', () => sendDueDigests(deps.digests)),
    'payment-sweep': {
      name: 'payment-sweep',
      run: () => sweepPayments(deps.commerce),
      schedule: { cron: '* * * * *' },
      policy: 'exclusive',
    },
    'invoice-pdfs': {
      name: 'invoice-pdfs',
      run: () => makePendingInvoices(deps.commerce),
      schedule: { cron: '* * * * *' },
      policy: 'exclusive',
    },
    // The previous month's payouts on the 3rd at 06:00, Paris time (decision 057), and the SEPA file
    // of every payout not sent yet, stored for the operator to upload to the bank (decision 081).
    'affiliate-payouts': parisTimeJob(
      'affiliate-payouts',
      PAYOUT_RUN_CRON,
      async () => {
        const month = monthToClose(new Date());
        const { outcomes, file } = await payMonth({ db: deps.db, ...deps.payouts, log: deps.log }, month);
        const failed = outcomes.filter((o) => o.result === 'failed');
        if (failed.length) throw new Error(`payouts of ${month} failed for affiliate(s) ${failed.map((o) => o.affiliateId).join(', ')}`);
        return {
          month,
          created: outcomes.filter((o) => o.result === 'created').length,
          transfers: file?.transactions ?? 0,
          file: file?.key ?? null,
        };
      },
      { retryLimit: 5, retryDelay: 300 },
    ),
    // Every day at 06:30, Paris time: the SEPA file of the payouts held by a change of bank details
    // (48 hours, decision 116) or by details corrected since; creates no payout. Usually finds none.
    'affiliate-held-payouts': parisTimeJob(
      'affiliate-held-payouts',
      '30 6 * * *',
      async () => {
        const month = monthToClose(new Date());
        const { file, held } = await payUnsentPayouts({ db: deps.db, ...deps.payouts, log: deps.log }, month);
        return { month, transfers: file?.transactions ?? 0, file: file?.key ?? null, held: held.length };
      },
      { retryLimit: 5, retryDelay: 300 },
    ),
    // Candidates past the retention period are anonymized, those 30 days before it warned
    // (decision 093): every night at 03:00 Paris time; once after a stop that missed it.
    'candidate-retention': parisTimeJob('candidate-retention', '0 3 * * *', () => runRetention(deps.privacy), { retryDelay: 300 }),
    // New addresses never paid are removed with their files a day after (decision 131): every hour.
    'unpaid-addresses': {
      name: 'unpaid-addresses',
      run: () => removeUnpaidDrafts(deps.commerce),
      schedule: { cron: '17 * * * *' },
      policy: 'exclusive',
      retryDelay: 300,
    },
  };
}

/** The channel the match refresh queue's functions notify (migration 0058). */
export const MATCH_REFRESH_CHANNEL = 'match_refresh';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue, when this instance runs background work. */
    jobs: JobQueue | null;
  }
}

/**
 * Asks for the `match-refresh` job (one a second at most) at each notification of the refresh
 * queue; returns the function that stops listening.
 */
export function wakeMatchRefresh(
  database: Pick<Database, 'listen'>,
  jobs: Pick<JobQueue, 'sendSoon'>,
  log: { error: (extra: object, message: string) => void },
): Promise<() => Promise<void>> {
  return database.listen(MATCH_REFRESH_CHANNEL, () => {
    jobs.sendSoon('match-refresh', 1).catch((err: unknown) => log.error({ err }, 'match refresh not asked for'));
  });
}

/**
 * Starts the job queue with the app and stops it before the database closes. Each refresh request
 * written in the database asks for a match refresh (one job a second at most, whatever the load).
 */
export const backgroundPlugin = fp<{ database: Database; deps: BackgroundDeps; enabled: boolean }>(
  async (app: FastifyInstance, { database, deps, enabled }) => {
    if (!enabled) {
      app.decorate('jobs', null);
      return;
    }
    const jobs = await startJobQueue({
      connection: database.jobQueueConnection(),
      jobs: Object.values(backgroundJobs(deps)),
      work: true,
      log: app.log,
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => {
      // A first pass at start: invoices and deliveries a stop left behind.
      await Promise.all([jobs.send('payment-sweep'), jobs.send('invoice-pdfs')]);
    });
    // Every writer, not only the API, asks for a refresh: the queue's functions notify
    // MATCH_REFRESH_CHANNEL at commit (migration 0058). A notification lost while the connection was
    // down is caught by the every-minute schedule.
    const stopListening = await wakeMatchRefresh(database, jobs, app.log);
    app.addHook('onClose', async () => {
      await stopListening();
      await jobs.stop();
    });
  },
  { name: 'background' },
);

/**
 * The job queue of an instance that works none (BACKGROUND_JOBS off, tests): one that only lists,
 * retries and discards, started at its first use and stopped with the app (the back office's jobs
 * screen, decision 161). This instance's working queue when it has one.
 */
export function jobQueueOf(app: FastifyInstance, database: Database): () => Promise<JobQueue> {
  let listing: Promise<JobQueue> | undefined;
  app.addHook('onClose', async () => {
    if (listing) await (await listing).stop();
  });
  return () => {
    if (app.jobs) return Promise.resolve(app.jobs);
    listing ??= startJobQueue({
      connection: database.jobQueueConnection(),
      jobs: Object.values(backgroundJobs({ db: database.db } as BackgroundDeps)),
      work: false,
      log: app.log,
    });
    return listing;
  };
}
