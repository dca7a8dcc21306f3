import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { seedReference } from '../seed/reference.ts';
import { loadCliConfig, log, openCliDatabase, resolveFromInvocation } from './cli-env.ts';

/**
 * `npm run import:reference -- --dir <directory>` (or REFERENCE_DATA_DIR; the shipped
 * `apps/api/reference-data` without either): imports the official files (`<dir>/rome-v460/*.csv`,
 * `<dir>/laposte/laposte_hexasmal.csv`, plain or `.gz`) into a database that has not got them yet
 * (one seeded by older versions with the starter lists), and seeds the other reference lists if
 * they are missing.
 */
const USAGE =
  'Usage: npm run import:reference -- [--dir <directory with rome-v460/ and laposte/>]   (or REFERENCE_DATA_DIR; default: apps/api/reference-data)';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = loadCliConfig();
const dir = values.dir ? resolveFromInvocation(values.dir) : config.referenceDataDir;
if (!fs.existsSync(dir)) {
  console.error(`Reference directory not found: ${dir}`);
  process.exit(1);
}

const database = await openCliDatabase(config, dir);
try {
  log(`importing reference data from ${dir}`);
  await seedReference(database.db, { referenceDataDir: dir, log });
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await database.close();
}
