import { loadCliConfig, openCliDatabase } from '../../db/cli/cli-env.ts';
import { resolveStaffTotpKey } from './totp-key.ts';
import { parseStaffArgs, runStaffCommand, STAFF_USAGE } from './staff.command.ts';

/**
 * `npm run staff:create -- --email … --permissions support,finance` (built: `node apps/api/dist/staff-create.js …`):
 * a staff account of the back office (decision 152). Reads the database the server uses
 * (DATABASE_URL, else the embedded one in DATA_DIR: stop the server first, PGlite allows one process).
 */
const args = process.argv.slice(2);
const parsed = parseStaffArgs(args);
if ('help' in parsed || 'error' in parsed) {
  if ('help' in parsed) process.stdout.write(`${STAFF_USAGE}\n`);
  else console.error(`${parsed.error}\n${STAFF_USAGE}`);
  process.exit('help' in parsed ? 0 : 2);
}
const config = loadCliConfig();
const database = await openCliDatabase(config);
try {
  process.exitCode = await runStaffCommand(
    database.db,
    args,
    {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => console.error(line),
    },
    resolveStaffTotpKey(config),
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await database.close();
}
