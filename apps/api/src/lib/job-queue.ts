import { PgBoss, type ConstructorOptions, type JobWithMetadata, type QueuePolicy } from 'pg-boss';

/**
 * The job queue: pg-boss on the product's own database (PostgreSQL, or the embedded PGlite), so
 * that every instance may run the workers and each job is still done once (decision 086). A job
 * that throws is retried with an exponential backoff; after its last try it is copied into the
 * dead-letter queue, which nobody works and an operator lists with `npm run jobs:failed`.
 */

export const DEAD_LETTER_QUEUE = 'dead-letter';
/** How long a dead job is kept for an operator to look at (30 days). */
const DEAD_LETTER_RETENTION_SECONDS = 30 * 86_400;

export interface JobDefinition {
  name: string;
  /** The work; what it answers is kept as the job's output, a throw is retried. */
  run(job: { retryCount: number }): Promise<object | void>;
  /** When it runs by itself: a cron expression read in `tz` (default UTC). */
  schedule?: { cron: string; tz?: string; missed?: 'skip' | 'once' };
  /** Tries after the first one (default 3), `retryDelay` seconds apart at first, then doubling. */
  retryLimit?: number;
  retryDelay?: number;
  /** How long one try may run before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /** `exclusive`: at most one job waiting or running at a time, across all instances. */
  policy?: QueuePolicy;
  /** Seconds between two looks at the queue when idle (default 5; pg-boss allows 0.5 and more). */
  pollingIntervalSeconds?: number;
}

export interface FailedJob {
  queue: string;
  id: string;
  /** Its copy's id in the dead-letter queue: what `retryDead` and `discardDead` name. */
  deadId: string;
  data: object | null;
  tries: number;
  failedAt: Date;
  error: unknown;
}

/** One line for an operator: when, which queue, which job, how many tries, and the error's message. */
export const describeFailedJob = (job: FailedJob): string => {
  const error =
    job.error && typeof job.error === 'object' && 'message' in job.error ? String(job.error.message) : JSON.stringify(job.error);
  return `${job.failedAt.toISOString()}  ${job.queue}  ${job.id}  after ${job.tries} tries: ${error}`;
};

export interface JobQueue {
  /** Asks for a run now (a job that coalesces with one already waiting, on `exclusive` queues). */
  send(name: string, data?: object): Promise<string | null>;
  /** Asks for a run within `seconds`: one job per slot however many ask, and one more for the next slot. */
  sendSoon(name: string, seconds: number): Promise<void>;
  /** The jobs that failed their last try (the dead-letter queue), newest first. */
  failed(): Promise<FailedJob[]>;
  /** Moves dead jobs back to their queue for another round of tries; answers how many. */
  retryFailed(): Promise<number>;
  /** Moves one dead job (its id in the dead-letter queue) back to its queue; false when it is not there (decision 161). */
  retryDead(id: string): Promise<boolean>;
  /** Deletes one dead job from the dead-letter queue; false when it is not there (decision 161). */
  discardDead(id: string): Promise<boolean>;
  /** Each queue's counts (the product's queues, then the dead-letter queue). */
  counts(): Promise<QueueCounts[]>;
  stop(): Promise<void>;
}

export interface QueueCounts {
  name: string;
  queued: number;
  active: number;
  deferred: number;
  failed: number;
  total: number;
}

export interface JobQueueOptions {
  connection: Pick<ConstructorOptions, 'connectionString' | 'max' | 'db' | 'backend'>;
  jobs: JobDefinition[];
  /** Whether this process works the queues and keeps the schedules (false: it only sends and lists). */
  work: boolean;
  /** Overrides every job's polling interval (tests). */
  pollingIntervalSeconds?: number;
  log: {
    info(extra: object, message: string): void;
    debug(extra: object, message: string): void;
    error(extra: object, message: string): void;
  };
}

const toFailedJob = (job: JobWithMetadata<object>): FailedJob => ({
  queue: job.sourceName ?? job.name,
  id: job.sourceId ?? job.id,
  deadId: job.id,
  data: job.data ?? null,
  tries: (job.sourceRetryCount ?? 0) + 1,
  failedAt: job.createdOn,
  error: job.sourceOutput ?? job.output ?? null,
});

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { log } = options;
  const boss = new PgBoss({
    ...options.connection,
    schema: 'pgboss',
    // Only a working instance keeps the schedules and supervises (expiry, retention) the queues.
    schedule: options.work,
    supervise: options.work,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
  for (const job of options.jobs) {
    const settings = {
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelay ?? 30,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 900,
      deadLetter: DEAD_LETTER_QUEUE,
    };
    // Creating is a no-op when the queue exists; the update carries changed settings of a new release.
    await boss.createQueue(job.name, { policy: job.policy ?? 'standard', ...settings });
    await boss.updateQueue(job.name, settings);
    if (!options.work) continue;
    if (job.schedule)
      await boss.schedule(job.name, job.schedule.cron, null, { tz: job.schedule.tz ?? 'UTC', missed: job.schedule.missed ?? 'skip' });
    else await boss.unschedule(job.name);
    await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? job.pollingIntervalSeconds ?? 5 },
      async ([current]) => {
        const started = performance.now();
        try {
          const output = await job.run({ retryCount: current?.retryCount ?? 0 });
          // A run that found nothing to do is not worth a line in the log.
          const didSomething = Object.values(output ?? {}).some((v) => v === true || (typeof v === 'number' && v > 0));
          (didSomething ? log.info : log.debug).call(
            log,
            { job: job.name, ms: Math.round(performance.now() - started), ...(output ?? {}) },
            'job done',
          );
          return output ?? null;
        } catch (err) {
          log.error({ err, job: job.name, try: (current?.retryCount ?? 0) + 1 }, 'job failed');
          throw err;
        }
      },
    );
  }
  const names = new Set(options.jobs.map((j) => j.name));
  const known = (name: string) => {
    if (!names.has(name)) throw new Error(`unknown job queue "${name}"`);
    return name;
  };
  return {
    send: async (name, data) => boss.send(known(name), data ?? null),
    sendSoon: async (name, seconds) => {
      await boss.sendDebounced(known(name), null, null, seconds);
    },
    failed: async () =>
      (await boss.findJobs<object>(DEAD_LETTER_QUEUE, { queued: true }))
        .map(toFailedJob)
        .sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime()),
    retryFailed: () => boss.redrive(DEAD_LETTER_QUEUE),
    retryDead: async (id) => (await boss.redrive(DEAD_LETTER_QUEUE, { ids: [id] })) === 1,
    discardDead: async (id) => {
      const [dead] = await boss.findJobs(DEAD_LETTER_QUEUE, { id, queued: true });
      if (!dead) return false;
      await boss.deleteJob(DEAD_LETTER_QUEUE, id);
      return true;
    },
    counts: async () =>
      (await boss.getQueues([...names, DEAD_LETTER_QUEUE])).map((q) => ({
        name: q.name,
        queued: q.queuedCount,
        active: q.activeCount,
        deferred: q.deferredCount,
        failed: q.failedCount,
        total: q.totalCount,
      })),
    stop: () => boss.stop({ graceful: true, timeout: 20_000 }),
  };
}
