import { parseArgs } from 'node:util';
import { MONTH_PATTERN } from '@app/contracts/affiliates';
import { loadCliConfig, log, openCliDatabase } from '../../db/cli/cli-env.ts';
import { monthToClose, runMonthlyPayouts } from './affiliates.service.ts';

/**
 * `node --import tsx src/modules/affiliates/payouts.cli.ts [--month yyyy-MM]`: creates the affiliate
 * payouts of a month (default: the previous month; run it on the 3rd). Safe to run again: at most one
 * payout per affiliate and month (decision 057). Stop the server first when it uses the embedded
 * database (PGlite allows one process at a time).
 */
const USAGE = 'Usage: node --import tsx src/modules/affiliates/payouts.cli.ts [--month yyyy-MM]';

const { values } = parseArgs({ options: { month: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } });
if (values.help) {
  log(USAGE);
  process.exit(0);
}
const month = values.month ? `${values.month}-01` : monthToClose(new Date());
if (!MONTH_PATTERN.test(month)) {
  console.error(`--month must look like 2026-03, got "${values.month}"\n${USAGE}`);
  process.exit(1);
}

const config = loadCliConfig();
const database = await openCliDatabase(config);
try {
  const outcomes = await runMonthlyPayouts(database.db, month, (message, extra) => console.error(message, JSON.stringify(extra)));
  for (const o of outcomes) log(JSON.stringify(o));
  const created = outcomes.filter((o) => o.result === 'created').length;
  const failed = outcomes.filter((o) => o.result === 'failed').length;
  log(`payouts of ${month.slice(0, 7)}: ${created} created, ${failed} failed, ${outcomes.length - created - failed} skipped`);
  if (failed > 0) process.exitCode = 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await database.close();
}
