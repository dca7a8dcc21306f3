import path from 'node:path';
import { ensurePreparedDatabase, SOURCE_REFERENCE_DATA_DIR } from '../prepared-database.ts';

/**
 * `npm run prepare:database -w @app/api` (run by `npm install` and `npm start` through
 * scripts/prepare.mjs, decision 127): makes the prepared reference database, the embedded
 * database that each new DATA_DIR starts from, unless it is already made for these sources. It
 * reads REFERENCE_DATA_DIR as the server does (from where npm was called), and nothing else of the
 * configuration: checking costs a few file reads, not the API's modules.
 */
const dir = process.env.REFERENCE_DATA_DIR
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.REFERENCE_DATA_DIR)
  : SOURCE_REFERENCE_DATA_DIR;
const started = performance.now();
const prepared = await ensurePreparedDatabase(dir, (message) => console.log(message));
console.log(
  prepared
    ? `reference database: ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${prepared})`
    : 'reference database: not prepared (no sources beside this build)',
);
