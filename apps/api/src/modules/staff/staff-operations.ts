import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import nodemailer from 'nodemailer';
import {
  failedJobParamsSchema,
  healthOverviewSchema,
  jobActionAnswerSchema,
  jobsOverviewSchema,
  type HealthOverview,
  type JobsOverview,
} from '@app/contracts/staff-support';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { FailedJob, JobQueue } from '../../lib/job-queue.ts';
import { rowsOf } from '../../lib/sql.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { requireStaff } from '../../plugins/staff-auth.ts';
import { appendAudit } from './staff.repository.ts';
import { auditBy } from './staff.service.ts';

/**
 * Operations (issue 34 item 6, decision 161): the pg-boss queues with their counts, the jobs that
 * failed their last try (the dead-letter queue, what `npm run jobs:failed` lists) with their error,
 * retried or discarded one by one (audited), and the health of the database, the queue, the mail
 * sender and the storage, each checked with its latency. Policy `staffSupport`.
 */
export interface OperationsDeps {
  db: Db;
  ping: () => Promise<boolean>;
  /** The job queue: this instance's, or one that only lists and sends (an API instance without BACKGROUND_JOBS). */
  queue: () => Promise<JobQueue>;
  storage: Storage;
  /** SMTP_URL: its server is asked (EHLO, authentication); without it the outbox's state is the check. */
  smtpUrl: string | undefined;
}

const errorText = (error: unknown): string =>
  (error && typeof error === 'object' && 'message' in error ? String(error.message) : JSON.stringify(error ?? null)).slice(0, 2000);

const failedView = (job: FailedJob) => ({
  queue: job.queue,
  id: job.deadId,
  tries: job.tries,
  failedAt: job.failedAt.toISOString(),
  error: errorText(job.error),
});

export async function jobsOverview(queue: JobQueue): Promise<JobsOverview> {
  const [counts, failed] = await Promise.all([queue.counts(), queue.failed()]);
  return { queues: counts, failed: failed.slice(0, 200).map(failedView) };
}

/** One check, timed; a failure is its message, never a throw. */
async function timed(part: HealthOverview['checks'][number]['part'], check: () => Promise<string | null>) {
  const started = performance.now();
  try {
    const detail = await Promise.race([
      check(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 5 s')), 5000).unref()),
    ]);
    return { part, ok: true, ms: Math.round((performance.now() - started) * 10) / 10, detail };
  } catch (err) {
    return { part, ok: false, ms: Math.round((performance.now() - started) * 10) / 10, detail: errorText(err) };
  }
}

export async function healthOverview(deps: OperationsDeps): Promise<HealthOverview> {
  const checks = await Promise.all([
    timed('database', async () => {
      if (!(await deps.ping())) throw new Error('the database does not answer');
      return null;
    }),
    timed('queue', async () => {
      const counts = await (await deps.queue()).counts();
      return `${counts.length} queues`;
    }),
    timed('mail', async () => {
      if (deps.smtpUrl) {
        const transport = nodemailer.createTransport(deps.smtpUrl);
        try {
          await transport.verify();
        } finally {
          transport.close();
        }
      }
      const [row] = rowsOf<{ failed: number; stuck: number }>(
        await deps.db.execute(sql`SELECT
          count(*) FILTER (WHERE status = 'failed' AND created_at > now() - interval '1 day')::int AS failed,
          count(*) FILTER (WHERE status = 'pending' AND created_at < now() - interval '15 minutes')::int AS stuck
          FROM email_outbox WHERE created_at > now() - interval '1 day'`),
      );
      const detail = `${deps.smtpUrl ? 'SMTP' : 'outbox'}; failed in 24 h: ${row?.failed ?? 0}; waiting over 15 min: ${row?.stuck ?? 0}`;
      if ((row?.stuck ?? 0) > 0) throw new Error(detail);
      return detail;
    }),
    timed('storage', async () => {
      // A private folder: written, read back and deleted.
      const key = `health/${randomBytes(8).toString('hex')}.txt`;
      const body = Buffer.from('health');
      await deps.storage.put(key, body, 'text/plain');
      const read = await deps.storage.get(key);
      await deps.storage.delete(key);
      if (!read || !Buffer.from(read.body).equals(body)) throw new Error('the file written was not read back');
      return deps.storage.driver;
    }),
  ]);
  return { checks };
}

export const staffOperationsRoutes: FastifyPluginAsyncZod<{ deps: OperationsDeps }> = async (app, { deps }) => {
  const tags = ['admin'];
  app.get(
    '/admin/jobs/',
    {
      policy: 'staffSupport',
      schema: {
        operationId: 'admin.listJobs',
        tags,
        summary: 'Background job queues with their counts, and the jobs that failed their last try with their error',
        response: { 200: jobsOverviewSchema },
      },
    },
    async () => jobsOverview(await deps.queue()),
  );

  for (const action of ['retry', 'discard'] as const)
    app.post(
      `/admin/jobs/:id/${action}/`,
      {
        policy: 'staffSupport',
        schema: {
          operationId: action === 'retry' ? 'admin.retryJob' : 'admin.discardJob',
          tags,
          summary:
            action === 'retry'
              ? 'Sends a failed job back to its queue for another round of tries; audited'
              : 'Discards a failed job (removed from the failed list); audited',
          params: failedJobParamsSchema,
          response: { 200: jobActionAnswerSchema },
        },
      },
      async (request) => {
        const staff = requireStaff(request);
        const queue = await deps.queue();
        const job = (await queue.failed()).find((j) => j.deadId === request.params.id);
        if (!job) throw notFound();
        const done = action === 'retry' ? await queue.retryDead(job.deadId) : await queue.discardDead(job.deadId);
        if (done)
          await appendAudit(deps.db, {
            ...auditBy(staff),
            action: `job.${action}`,
            target: `job:${job.queue}:${job.deadId}`,
            before: failedView(job),
            after: { state: action === 'retry' ? 'sent back to its queue' : 'discarded' },
          });
        return { done };
      },
    );

  app.get(
    '/admin/health/',
    {
      policy: 'staffSupport',
      schema: {
        operationId: 'admin.getHealth',
        tags,
        summary: 'Health of the database, the job queue, the mail sender and the storage, each with its latency',
        response: { 200: healthOverviewSchema },
      },
    },
    async () => healthOverview(deps),
  );
};
