import { eq } from 'drizzle-orm';
import { backgroundJobs, type BackgroundDeps } from '../src/background.ts';
import { loadCliConfig, openCliDatabase } from '../src/db/cli/cli-env.ts';
import { recruiters } from '../src/db/schema/index.ts';
import { startJobQueue } from '../src/lib/job-queue.ts';
import { createUser } from './helpers.ts';

/**
 * For the browser journey of the support (apps/web/e2e/admin-support.e2e.ts, decision 161), in the
 * database the server is about to open: a customer with a SIRET, and a job that failed its last try
 * (the invoice PDFs' queue, its error "storage unreachable"). Prints the customer's password.
 * `node --import tsx apps/api/test/support-journey.cli.ts <customer e-mail> <siret>`.
 */
const [email, siret] = process.argv.slice(2);
if (!email || !siret) throw new Error('usage: support-journey.cli.ts <customer e-mail> <siret>');
const database = await openCliDatabase(loadCliConfig());
try {
  const customer = await createUser(database, { email, company: 'Franchise Support E2E' });
  await database.db.update(recruiters).set({ siret }).where(eq(recruiters.id, customer.recruiterId));
  const jobs = backgroundJobs({ db: database.db } as BackgroundDeps);
  const queue = await startJobQueue({
    connection: database.jobQueueConnection(),
    jobs: [
      {
        ...jobs['invoice-pdfs'],
        schedule: undefined,
        retryLimit: 0,
        run: async () => {
          throw new Error('storage unreachable');
        },
      },
    ],
    work: true,
    pollingIntervalSeconds: 0.5,
    log: { info: () => undefined, debug: () => undefined, error: () => undefined },
  });
  await queue.send('invoice-pdfs', { journey: 'support' });
  const end = Date.now() + 60_000;
  while ((await queue.failed()).length < 1 && Date.now() < end) await new Promise((r) => setTimeout(r, 250));
  await queue.stop();
  process.stdout.write(`${customer.password}\n`);
} finally {
  await database.close();
}
