import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './providers/mail/mailer.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite persisted in DATA_DIR/db. */
export const openConfiguredDatabase = (config: Config, log?: Pick<FastifyBaseLogger, 'error'>): Promise<Database> =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolSize: config.databasePoolSize,
    pgliteThread: config.pgliteThread,
    onPoolError: (err) => log?.error({ err }, 'database connection lost; the pool will reconnect'),
  });

/**
 * The signing secret: JWT_SECRET, or (outside production) a random one kept in DATA_DIR so that
 * tokens survive a restart of the embedded set-up.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.production) throw new Error('JWT_SECRET is required in production');
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** SMTP when SMTP_URL is set; otherwise the outbox, which outside production prints each mail's subject. */
export const createMailer = (config: Config, database: Database): Mailer =>
  config.smtpUrl
    ? createSmtpMailer(database.db, config.mailFrom, config.smtpUrl)
    : createOutboxMailer(
        database.db,
        config.mailFrom,
        config.production
          ? undefined
          : (m) => process.stdout.write(`[e-mail kept in email_outbox] #${m.id} ${m.template} to ${m.recipientHash}: ${m.subject}\n`),
      );
