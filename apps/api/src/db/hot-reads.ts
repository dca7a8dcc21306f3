import { createHash } from 'node:crypto';
import { is, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';
import { replicasOf } from './replicas.ts';

/**
 * The database layer of the hot reads (issue 30, item 4): the resume shop's list queries run as
 * named prepared statements on a pool of their own. The candidates repository says what it reads;
 * how it reaches PostgreSQL (the pool, the statements, the driver) is here.
 */

const dialect = new PgDialect();

/**
 * A small pool for the resume shop's hot reads, whose connections use generic plans for named
 * statements (`plan_cache_mode = force_generic_plan`) and no JIT compilation: the list query
 * costs 0.2 ms to run but 0.5 ms to plan, and PostgreSQL would otherwise re-plan it at every
 * request because LIMIT and OFFSET are parameters (docs/decisions/040). Registered per database
 * by the candidates plugin (`registerHotReads`).
 */
const hotPools = new WeakMap<object, pg.Pool>();

/** Generic plans for named statements and no JIT (above): the hot reads' connections, on the primary or a replica. */
export const HOT_READ_CONNECTION_OPTIONS = '-c plan_cache_mode=force_generic_plan -c jit=off';

export function registerHotReads(db: Db, connectionString: string, size: number, onError?: (err: Error) => void): () => Promise<void> {
  // JIT off: a generic plan cannot tell a page's size (LIMIT is a parameter) and estimates the
  // one-statement page (`shopPage`) above the JIT threshold, where compiling it cost 140 to 250 ms
  // for a read that runs in about 1 ms.
  const pool = new pg.Pool({ connectionString, max: size, options: HOT_READ_CONNECTION_OPTIONS });
  pool.on('error', (err) => onError?.(err));
  hotPools.set(db, pool);
  return async () => {
    hotPools.delete(db);
    await pool.end();
  };
}

/**
 * Runs a hot read (the resume shop's list queries) as a named prepared statement on PostgreSQL,
 * so that each pooled connection plans it once instead of at every request; on PGlite (one
 * in-process connection) it runs as usual. The statement is built once per `key` with
 * `sql.placeholder(...)` for its values, which `values` fills at each call (building the SQL tree at
 * every request cost a tenth of the API's time under load).
 */
const compiledStatements = new Map<string, { name: string; text: string; params: unknown[] }>();

export async function hotRows<T>(db: Db, key: string, build: () => SQL, values: Record<string, unknown>): Promise<T[]> {
  let compiled = compiledStatements.get(key);
  if (!compiled) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    compiled = { name: `hot_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, params };
    // A handful of keys exist (one per filter combination); the bound is a safety net.
    if (compiledStatements.size < 200) compiledStatements.set(key, compiled);
  }
  const params = compiled.params.map((p) => (is(p, Placeholder) ? values[(p as Placeholder).name] : p));
  const client = hotPools.get(db) ?? (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const query = { name: compiled.name, text: compiled.text, values: params };
    // On a replica fresh enough for this reader when there are some (decision 154), else here.
    const replicas = replicasOf(db);
    const result = replicas
      ? await replicas.read(
          (replica) => replica.pool.query(query),
          () => client.query(query),
        )
      : await client.query(query);
    return result.rows as T[];
  }
  const pglite = client as { query?: (text: string, params: unknown[]) => Promise<{ rows: T[] }> } | undefined;
  if (pglite && typeof pglite.query === 'function') return (await pglite.query(compiled.text, params)).rows;
  throw new Error('hot reads need node-postgres or PGlite');
}
