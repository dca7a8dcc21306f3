import { parseArgs } from 'node:util';
import { createStorage } from '../../providers/storage/create-storage.ts';
import { demoAccountsExist, seedDemo, seedDemoCandidates } from '../seed/demo.ts';
import { seedReference } from '../seed/reference.ts';
import { loadCliConfig, log, openCliDatabase } from './cli-env.ts';

/**
 * `npm run seed:demo -- --candidates N`: seeds the reference data, then the demo accounts with N
 * candidates, or adds N candidates when the demo accounts exist. Never in production. Stop the
 * server first when it uses the embedded database (PGlite allows one process at a time).
 */
const USAGE = 'Usage: npm run seed:demo -- [--candidates N]   (default 300)';

const { values } = parseArgs({
  options: { candidates: { type: 'string', default: '300' }, help: { type: 'boolean', short: 'h', default: false } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const candidates = Number(values.candidates);
if (!Number.isInteger(candidates) || candidates < 0) {
  console.error(`--candidates must be a whole number, got "${values.candidates}"\n${USAGE}`);
  process.exit(1);
}

const config = loadCliConfig();
if (config.production || config.env === 'production') {
  console.error('Refusing to load demo data: APP_ENV or NODE_ENV is "production".');
  process.exit(1);
}

const database = await openCliDatabase(config);
// The server's storage (STORAGE_DRIVER, DATA_DIR/storage by default): it serves the resume PDFs.
const storage = createStorage(config.storage);
try {
  log(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  await seedReference(database.db, { referenceDataDir: config.referenceDataDir, log });
  if (await demoAccountsExist(database.db)) await seedDemoCandidates(database.db, candidates, { storage, log });
  else await seedDemo(database.db, { candidates, storage, log });
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await database.close();
}
