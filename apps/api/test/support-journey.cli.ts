import { eq } from 'drizzle-orm';
import { backgroundJobs, type BackgroundDeps } from '../src/background.ts';
import { loadCliConfig, openCliDatabase } from '../src/db/cli/cli-env.ts';
import { recruiters } from '../src/db/schema/index.ts';
import { startJobQueue } from '../src/lib/job-queue.ts';
import { createStaff } from '../src/modules/staff/index.ts';
import { resolveStaffTotpKey } from '../src/modules/staff/totp-key.ts';
import { createUser } from './helpers.ts';

/**
 * For the browser journey of the support (apps/web/e2e/admin-support.e2e.ts, decision 161), in the
 * database the server is about to open: a customer with a SIRET, and a job that failed its last try
 * (the invoice PDFs' queue, its error "storage unreachable"), and a support member of its own (a TOTP
 * step serves once: the journey of decision 152 signs in with the other member at the same time).
 * Prints one JSON line: the customer's password and the member's credentials.
 * `node --import tsx apps/api/test/support-journey.cli.ts <customer e-mail> <siret>`.
 */
const [email, siret] = process.argv.slice(2);
if (!email || !siret) throw new Error('usage: support-journey.cli.ts <customer e-mail> <siret>');
const config = loadCliConfig();
const database = await openCliDatabase(config);
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
  const staff = await createStaff(
    database.db,
    { email: 'support@e2e.test', permissions: ['support'], password: 'support-e2e-password-1' },
    resolveStaffTotpKey(config),
  );
  process.stdout.write(
    `${JSON.stringify({ password: customer.password, staff: { email: staff.email, password: staff.password, totpSecret: staff.totpSecret } })}\n`,
  );
} finally {
  await database.close();
}
