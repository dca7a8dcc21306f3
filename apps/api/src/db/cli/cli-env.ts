import path from 'node:path';
import { loadConfig, type Config } from '../../config.ts';
import { openDatabase, type Database } from '../client.ts';
import { copyPreparedDatabase, ensurePreparedDatabase, isNewPgliteDir } from '../prepared-database.ts';

/**
 * Shared set-up of the database command-line tools. `npm run` from the repository root runs them
 * with the workspace as current directory; a relative DATA_DIR or REFERENCE_DATA_DIR typed by the
 * operator is meant from where they typed it (INIT_CWD). When DATA_DIR is not set, the tools use
 * the server's own default so that both open the same embedded database.
 */
export const invocationDir = (): string => process.env.INIT_CWD ?? process.cwd();

export const resolveFromInvocation = (value: string): string => path.resolve(invocationDir(), value);

export function loadCliConfig(): Config {
  const env = { ...process.env };
  if (env.DATA_DIR) env.DATA_DIR = resolveFromInvocation(env.DATA_DIR);
  if (env.REFERENCE_DATA_DIR) env.REFERENCE_DATA_DIR = resolveFromInvocation(env.REFERENCE_DATA_DIR);
  return loadConfig(env);
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db, like the server; migrated. A new
 * embedded database starts, as the server's first start does, from the prepared reference database
 * (decision 127), so that a command run before the first start leaves the server nothing to import.
 */
export async function openCliDatabase(config: Config, referenceDataDir = config.referenceDataDir): Promise<Database> {
  const pgliteDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl && !config.production && isNewPgliteDir(pgliteDir)) {
    const prepared = await ensurePreparedDatabase(referenceDataDir, log);
    if (prepared) copyPreparedDatabase(prepared, pgliteDir);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    poolSize: 2,
    onPoolError: (err) => console.error(`database connection lost: ${err.message}`),
  });
  await database.migrate();
  return database;
}

export const log = (message: string): void => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
