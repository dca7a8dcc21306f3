import { createMailer } from '../../bootstrap.ts';
import { loadCliConfig, openCliDatabase } from '../../db/cli/cli-env.ts';
import { configuredPublicUrl } from '../../lib/public-url.ts';
import { INVITE_USAGE, parseInviteArgs, runInviteCommand } from './invitations.command.ts';

/**
 * `npm run accounts:invite -- --email … --company … --manager … [--premium --max-addresses N]`
 * (built: `node apps/api/dist/invite.js …`): the sales team creates a recruiter account without a
 * password and e-mails its holder a link to choose one (decision 097). Reads the database the server
 * uses (DATABASE_URL, else the embedded one in DATA_DIR: stop the server first in that case, PGlite
 * allows one process at a time); the link's origin is PUBLIC_URL.
 */
const args = process.argv.slice(2);
// Help and bad arguments answer before the database opens.
const parsed = parseInviteArgs(args);
if ('help' in parsed || 'error' in parsed) {
  if ('help' in parsed) process.stdout.write(`${INVITE_USAGE}\n`);
  else console.error(`${parsed.error}\n${INVITE_USAGE}`);
  process.exit('help' in parsed ? 0 : 2);
}
const config = loadCliConfig();
const database = await openCliDatabase(config);
try {
  process.exitCode = await runInviteCommand(
    { db: database.db, mailer: createMailer(config, database), publicUrl: configuredPublicUrl(config) },
    args,
    { out: (line) => process.stdout.write(`${line}\n`), err: (line) => console.error(line) },
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await database.close();
}
