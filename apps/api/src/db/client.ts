import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import { pgliteOptions } from './pglite-options.ts';
import { openPgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver runs below it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Runs raw SQL text (several statements allowed), used by importers and benchmarks. */
  exec(sql: string): Promise<void>;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** How the job queue (pg-boss) reaches this database: its own small pool, or the one PGlite connection. */
  jobQueueConnection(): Pick<ConstructorOptions, 'connectionString' | 'max' | 'db' | 'backend'>;
  /**
   * Calls `onNotify` at each notification of `channel` (`pg_notify`, delivered at commit). On
   * PostgreSQL one connection of its own, opened again after a break (a notification sent while it
   * was down is lost: the caller also runs on a schedule). Returns the function that stops.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite directory; `memory://` for an in-memory database. */
  pgliteDir?: string;
  poolSize?: number;
  onPoolError?: (err: Error) => void;
  /**
   * Where PGlite runs: on its own worker thread (the default, docs/decisions/088), or `main`, in
   * this thread (kept for comparison in bench/api-calls.ts).
   */
  pgliteThread?: 'worker' | 'main';
  /**
   * A PGlite data directory saved by `savePgliteTemplate` (gzipped tar) to start from instead of an
   * empty database: the tests open one migrated copy per file instead of running initdb each time.
   */
  pgliteTemplate?: string;
}

/** Key of the advisory lock that serializes migrations across instances (any fixed 64-bit number). */
export const MIGRATION_LOCK_KEY = 7_105_220_241_125;

/**
 * Several instances may start at once on one PostgreSQL: each migrates under a session advisory
 * lock on one connection, so the migrations run once and the others wait, then find nothing to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // Without this listener node-postgres crashes the process when the server restarts; the pool
    // drops the broken client and opens a new one on the next query.
    pool.on('error', (err) => options.onPoolError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
      jobQueueConnection: () => ({ connectionString: options.databaseUrl, max: 3 }),
      listen: (channel, onNotify) => listenOnPostgres(options.databaseUrl!, channel, onNotify, options.onPoolError),
      exec: async (sql) => {
        await pool.query(sql);
      },
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  let release = (): void => undefined;
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    release = claimEmbeddedDirectory(dir);
  }
  const client =
    options.pgliteThread === 'main'
      ? await PGlite.create(dir, pgliteOptions(options.pgliteTemplate))
      : ((await openPgliteThread(dir, options.pgliteTemplate)) as unknown as PGlite);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePgliteClient(client),
    close: async () => {
      await client.close();
      release();
    },
    jobQueueConnection: () => ({ db: fromPglite(client), backend: 'pglite' }),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        await stop();
      };
    },
    exec: async (sql) => {
      await client.exec(sql);
    },
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * One process at a time opens an embedded database directory: PGlite has no server to share it, and
 * a second process (a command run while the server runs) wrote into it unseen by the first, and its
 * work was lost (seen twice on 2026-11-29: staff accounts "created" that did not exist). The owner's
 * pid is written beside the directory; a live other owner is refused with what to do, a dead one's
 * mark is taken over. Returns the release.
 */
function claimEmbeddedDirectory(dir: string): () => void {
  const mark = `${dir.replace(/[\\/]+$/, '')}.owner`;
  const alive = (pid: number): boolean => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  for (;;) {
    try {
      fs.writeFileSync(mark, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(mark, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner))
        throw new Error(
          `The embedded database ${dir} is open in another process (pid ${owner}, the server?): stop it first, then run this again (or set DATABASE_URL to use PostgreSQL)`,
          { cause: err },
        );
      fs.rmSync(mark, { force: true });
    }
  }
  return () => {
    try {
      if (fs.readFileSync(mark, 'utf8') === String(process.pid)) fs.rmSync(mark, { force: true });
    } catch {
      // already gone
    }
  };
}

/** A channel name as an SQL identifier (LISTEN takes no parameter). */
const channelIdentifier = (channel: string): string => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name "${channel}"`);
  return channel;
};

/** LISTEN on a client of its own, connected again one second after a break, until stopped. */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError?: (err: Error) => void,
): Promise<() => Promise<void>> {
  const name = channelIdentifier(channel);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === name) onNotify(message.payload ?? '');
    });
    next.on('error', (err) => {
      onError?.(err);
      if (client !== next || stopped) return;
      client = null;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${name}`);
    } catch (err) {
      next.end().catch(() => undefined);
      if (stopped) return;
      onError?.(err as Error);
      retry = setTimeout(() => void connect().catch(() => undefined), 1000);
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end();
  };
}

const migratePgliteClient = (client: PGlite) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });

/**
 * Writes an in-memory PGlite database with every migration applied to `file` (gzipped tar), for
 * `pgliteTemplate`: initdb and the migrations run once instead of once per database.
 */
export async function savePgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create('memory://', pgliteOptions());
  try {
    await migratePgliteClient(client);
    const dump = await client.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}
