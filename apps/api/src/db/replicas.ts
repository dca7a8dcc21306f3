import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * Reads on PostgreSQL streaming replicas (issue 32, item 3; decision 154).
 *
 * `DATABASE_REPLICA_URL` names one or several replicas. The hot reads (the resume shop's lists,
 * `hot-reads.ts`) and the public pages (a site's apply and brand page) read from a replica that is
 * fresh enough for the reader, else from the primary:
 *
 * - **How fresh a replica is.** A probe asks the primary its WAL position (`pg_current_wal_insert_lsn()`: every record inserted, even one of a commit not yet flushed)
 *   every `probeMs` and keeps the samples with the time each was asked; it asks each replica how far
 *   it has replayed (`pg_last_wal_replay_lsn()`). A replica is *fresh as of* the time of the newest
 *   primary sample it has replayed: everything committed before that time is on it.
 * - **Read-your-writes.** A request that changed something (a POST, PUT, PATCH or DELETE answered
 *   below 400) leaves its time with the writer: in a cookie (any instance then honours it) and, for a
 *   signed-in account, in this instance's memory (an API client without cookies). A reader who wrote
 *   at `t` gets a replica only if it is fresh as of a time after `t`, i.e. holds the write; until
 *   then the primary answers. Being sent to the primary is all a forged cookie can get.
 * - **Everyone else** gets a replica fresh within `maxLagMs`; a replica further behind, stopped or
 *   failing is left out until its probe answers again, and a read that fails on a replica is asked
 *   again of the primary. With no replica usable, the primary answers alone.
 */

/** The write times of this instance's signed-in accounts, for API clients that keep no cookie. */
const RECENT_WRITERS_MAX = 100_000;

/** What the reads of one request need to know: when its caller last wrote (ms since epoch), if recently. */
export interface ReadContext {
  wroteAt(): number | undefined;
}

export const readContext = new AsyncLocalStorage<ReadContext>();

interface Sample {
  at: number;
  lsn: bigint;
}

interface Replica {
  url: string;
  pool: pg.Pool;
  db: Db;
  healthy: boolean;
  freshAsOf: number;
}

/** `16/B374D848` → a comparable number. */
export const lsnValue = (text: string): bigint => {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

export interface ReplicaSetOptions {
  primaryUrl: string;
  replicaUrls: string[];
  poolSize: number;
  maxLagMs: number;
  probeMs?: number;
  /** Options for the replicas' connections (the hot reads' generic plans, `hot-reads.ts`). */
  connectionOptions?: string;
  onError?: (err: Error, url: string) => void;
}

export class ReplicaSet {
  readonly replicas: Replica[];
  readonly maxLagMs: number;
  private readonly primary: pg.Pool;
  private samples: Sample[] = [];
  private timer: NodeJS.Timeout | undefined;
  private probing = false;
  private next = 0;
  private readonly writers = new Map<number, number>();
  /** Reads served, by where (for the tests and the benchmark). */
  readonly served = { replica: 0, primary: 0 };

  constructor(private readonly options: ReplicaSetOptions) {
    this.maxLagMs = options.maxLagMs;
    this.primary = new pg.Pool({ connectionString: options.primaryUrl, max: 1 });
    this.primary.on('error', (err) => options.onError?.(err, 'primary'));
    this.replicas = options.replicaUrls.map((url) => {
      const pool = new pg.Pool({ connectionString: url, max: options.poolSize, options: options.connectionOptions });
      pool.on('error', (err) => options.onError?.(err, url));
      return { url, pool, db: drizzle(pool, { schema }) as unknown as Db, healthy: false, freshAsOf: 0 };
    });
  }

  async start(): Promise<void> {
    await this.probe();
    this.timer = setInterval(() => void this.probe(), this.options.probeMs ?? 200);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.allSettled([this.primary.end(), ...this.replicas.map((r) => r.pool.end())]);
  }

  /** One round: the primary's position, then how far each replica has replayed. */
  async probe(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      const at = Date.now();
      try {
        const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
        this.samples.push({ at, lsn: lsnValue(rows[0]!.lsn) });
        // Enough history for the lag allowed, and a bound.
        const oldest = at - this.maxLagMs * 2;
        while (this.samples.length > 1 && (this.samples[0]!.at < oldest || this.samples.length > 5_000)) this.samples.shift();
      } catch (err) {
        this.options.onError?.(err as Error, 'primary');
      }
      await Promise.all(
        this.replicas.map(async (replica) => {
          try {
            const { rows } = await replica.pool.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn');
            const replayed = rows[0]?.lsn ? lsnValue(rows[0].lsn) : undefined;
            replica.healthy = replayed !== undefined;
            if (replayed === undefined) return;
            for (let i = this.samples.length - 1; i >= 0; i -= 1) {
              const sample = this.samples[i]!;
              if (sample.lsn <= replayed) {
                replica.freshAsOf = Math.max(replica.freshAsOf, sample.at);
                break;
              }
            }
          } catch (err) {
            replica.healthy = false;
            this.options.onError?.(err as Error, replica.url);
          }
        }),
      );
    } finally {
      this.probing = false;
    }
  }

  /** Records a write by a signed-in account (this instance's memory; the cookie carries it to others). */
  noteWriter(userId: number, at = Date.now()): void {
    if (this.writers.size >= RECENT_WRITERS_MAX) {
      const stale = Date.now() - this.maxLagMs;
      for (const [id, time] of this.writers) if (time < stale) this.writers.delete(id);
      if (this.writers.size >= RECENT_WRITERS_MAX) this.writers.clear();
    }
    this.writers.set(userId, at);
  }

  writerTime(userId: number): number | undefined {
    return this.writers.get(userId);
  }

  /** A replica that holds everything this reader must see, or undefined for the primary. */
  choose(wroteAt = readContext.getStore()?.wroteAt()): Replica | undefined {
    const needed = Math.max(wroteAt ?? 0, Date.now() - this.maxLagMs);
    const usable = this.replicas.filter((r) => r.healthy && r.freshAsOf > needed);
    if (usable.length === 0) return undefined;
    this.next = (this.next + 1) % usable.length;
    return usable[this.next];
  }

  /**
   * Runs a read on a replica fresh enough for the current request, or on the primary; a read that
   * fails on a replica (it was stopped, its connection broke) is asked again of the primary.
   */
  async read<T>(onReplica: (replica: Replica) => Promise<T>, onPrimary: () => Promise<T>): Promise<T> {
    const replica = this.choose();
    if (replica) {
      try {
        const result = await onReplica(replica);
        this.served.replica += 1;
        return result;
      } catch (err) {
        replica.healthy = false;
        this.options.onError?.(err as Error, replica.url);
      }
    }
    this.served.primary += 1;
    return onPrimary();
  }
}

const sets = new WeakMap<object, ReplicaSet>();

export function registerReplicas(db: Db, set: ReplicaSet): void {
  sets.set(db, set);
}

export const replicasOf = (db: Db): ReplicaSet | undefined => sets.get(db);

/**
 * Runs `read` on a replica's Drizzle database fresh enough for the current request, else on `db`
 * (the primary; PGlite or no replica configured: always `db`).
 */
export function onReplica<T>(db: Db, read: (reader: Db) => Promise<T>): Promise<T> {
  const set = sets.get(db);
  if (!set) return read(db);
  return set.read(
    (replica) => read(replica.db),
    () => read(db),
  );
}
