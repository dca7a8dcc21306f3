import { parseArgs } from 'node:util';
import { JOB_NAMES, backgroundJobs, type BackgroundDeps } from './background.ts';
import { loadCliConfig, log, openCliDatabase } from './db/cli/cli-env.ts';
import { describeFailedJob, startJobQueue } from './lib/job-queue.ts';

/**
 * `npm run jobs:failed [-- --retry]`: lists the background jobs that failed their last try (the
 * dead-letter queue, kept 30 days), with their error; `--retry` sends them back to their queue.
 * Reads the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR: stop the
 * server first in that case, PGlite allows one process at a time).
 */
const USAGE = 'Usage: npm run jobs:failed [-- --retry]';
const { values } = parseArgs({
  options: { retry: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
});
if (values.help) {
  log(USAGE);
  process.exit(0);
}

const config = loadCliConfig();
const database = await openCliDatabase(config);
// This process only lists and sends: it works no queue and keeps no schedule.
const queue = await startJobQueue({
  connection: database.jobQueueConnection(),
  jobs: Object.values(backgroundJobs({ db: database.db } as BackgroundDeps)),
  work: false,
  log: { info: () => undefined, debug: () => undefined, error: (extra, message) => console.error(message, extra) },
});
try {
  const failed = await queue.failed();
  for (const job of failed) log(describeFailedJob(job));
  log(`${failed.length} failed job(s) in the queues ${JOB_NAMES.join(', ')}`);
  if (values.retry && failed.length) log(`${await queue.retryFailed()} job(s) sent back to their queue`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await queue.stop();
  await database.close();
}
