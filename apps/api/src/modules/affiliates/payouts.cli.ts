import path from 'node:path';
import { parseArgs } from 'node:util';
import { MONTH_PATTERN } from '@app/contracts/affiliates';
import { createMailer } from '../../bootstrap.ts';
import { loadCliConfig, log, openCliDatabase } from '../../db/cli/cli-env.ts';
import { configuredPublicUrl } from '../../lib/public-url.ts';
import { createStorage } from '../../providers/storage/create-storage.ts';
import { type StorageSettings } from '../../providers/storage/storage.ts';
import { monthToClose } from './monthly-payouts.ts';
import { payMonth } from './payout-file.service.ts';

/**
 * `node --import tsx src/modules/affiliates/payouts.cli.ts [--month yyyy-MM]`: creates the affiliate
 * payouts of a month (default: the previous month; run it on the 3rd), then the SEPA credit-transfer
 * file of every payout not sent yet, stored with the other files (decision 081); upload it to the
 * bank. Safe to run again: at most one payout per affiliate and month (decision 057), each payout in
 * one file at most. Stop the server first when it uses the embedded database (PGlite allows one
 * process at a time).
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

/** Where a stored key is, for the operator: a path on this machine, or the bucket's object. */
const locationOf = (settings: StorageSettings, key: string): string =>
  settings.driver === 'local'
    ? path.join(path.resolve(settings.dir), ...key.split('/'))
    : `s3://${settings.bucket}/${key} (${settings.endpoint})`;

const config = loadCliConfig();
const storageSettings = config.storage;
const database = await openCliDatabase(config);
try {
  const { outcomes, file } = await payMonth(
    {
      db: database.db,
      storage: createStorage(storageSettings),
      debtor: config.payoutDebtor,
      // Affiliates whose payout waits for usable bank details are told (decision 116).
      mailer: createMailer(config, database),
      publicUrl: configuredPublicUrl(config),
      log: (message, extra) => console.error(message, JSON.stringify(extra)),
    },
    month,
  );
  for (const o of outcomes) log(JSON.stringify(o));
  const created = outcomes.filter((o) => o.result === 'created').length;
  const failed = outcomes.filter((o) => o.result === 'failed').length;
  log(`payouts of ${month.slice(0, 7)}: ${created} created, ${failed} failed, ${outcomes.length - created - failed} skipped`);
  if (file) {
    log(
      `SEPA file: ${file.transactions} transfer${file.transactions === 1 ? '' : 's'}, ${(file.totalCents / 100).toFixed(2)} EUR, debiting ${config.payoutDebtor.iban}`,
    );
    log(`stored at ${locationOf(storageSettings, file.key)} (key ${file.key}): upload it to the bank`);
  } else {
    log('SEPA file: none, no payout waits for a transfer');
  }
  if (failed > 0) process.exitCode = 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await database.close();
}
