/**
 * Fuzzes every operation of the API with 2,000 generated inputs each (FUZZ_RUNS to change it) and
 * prints, per operation, the inputs tried; any 5xx fails with the input and fast-check's seed.
 * The same test runs in `npm test` with 200 inputs an operation (apps/api/src/security/fuzz.test.ts).
 *   npm run fuzz                       PGlite in memory
 *   DATABASE_URL=postgres://... npm run fuzz
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', 'src/security/fuzz.test.ts'], {
  cwd: api,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000', FUZZ_REPORT: '1' },
});
console.log(`fuzz finished in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(result.status ?? 1);
