import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rebuildAll, refreshAddressJobs, refreshCandidates } from './match.repository.ts';
import { rowsOf } from '../../lib/sql.ts';

/**
 * The match refresh worker (docs/decisions/041). Database triggers write refresh requests into
 * `match_refresh_queue` (one row per target, re-stamped at each change); the worker, running in
 * the API process, takes the requests older than the debounce delay and refreshes their lists.
 * A request is deleted only if it was not re-stamped meanwhile, so a change made during a refresh
 * is refreshed again. Failures are retried; after `MAX_ATTEMPTS` the request is parked (failed_at).
 */

export interface DrainOptions {
  /** Requests younger than this wait for more changes to the same target (a wizard saves in bursts). */
  debounceMs?: number;
  /** More candidate requests than this at once: rebuild everything instead (bulk imports). */
  fullRebuildThreshold?: number;
  /** Candidates refreshed per transaction. */
  candidateBatch?: number;
  log?: (message: string, extra?: Record<string, unknown>) => void;
}

export interface DrainResult {
  addressJobs: number;
  candidates: number;
  fullRebuild: boolean;
  failed: number;
}

const MAX_ATTEMPTS = 5;

interface QueueRow {
  kind: 'address_job' | 'candidate' | 'all';
  target_id: number;
  requested_at: string;
}

async function takeDue(db: Db, debounceMs: number, limit: number): Promise<QueueRow[]> {
  return rowsOf<QueueRow>(
    await db.execute(sql`SELECT kind, target_id, requested_at::text AS requested_at FROM match_refresh_queue
      WHERE failed_at IS NULL AND requested_at <= clock_timestamp() - make_interval(secs => ${debounceMs / 1000})
      ORDER BY requested_at LIMIT ${limit}`),
  );
}

/** Deletes the handled requests that were not re-stamped since they were read. */
async function acknowledge(db: Db, rows: QueueRow[]): Promise<void> {
  for (const row of rows) {
    await db.execute(
      sql`DELETE FROM match_refresh_queue WHERE kind = ${row.kind} AND target_id = ${row.target_id} AND requested_at = ${row.requested_at}::timestamptz`,
    );
  }
}

/** The database's own reason (a query error wraps it as its cause), not the query's text. */
function reasonOf(error: unknown): string {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

async function recordFailure(db: Db, rows: QueueRow[], error: unknown): Promise<void> {
  const message = reasonOf(error);
  for (const row of rows) {
    await db.execute(sql`UPDATE match_refresh_queue SET attempts = attempts + 1, last_error = ${message.slice(0, 500)},
      failed_at = CASE WHEN attempts + 1 >= ${MAX_ATTEMPTS} THEN now() ELSE NULL END
      WHERE kind = ${row.kind} AND target_id = ${row.target_id}`);
  }
}

/** Handles every due request; returns what it did. Tests call it with `debounceMs: 0`. */
export async function drainMatchQueue(db: Db, options: DrainOptions = {}): Promise<DrainResult> {
  const debounceMs = options.debounceMs ?? 500;
  const threshold = options.fullRebuildThreshold ?? 5000;
  const candidateBatch = options.candidateBatch ?? 200;
  const result: DrainResult = { addressJobs: 0, candidates: 0, fullRebuild: false, failed: 0 };

  for (;;) {
    const due = await takeDue(db, debounceMs, threshold + 1);
    if (due.length === 0) return result;
    const candidateRows = due.filter((r) => r.kind === 'candidate');
    if (due.some((r) => r.kind === 'all') || candidateRows.length > threshold) {
      // Everything requested up to now is covered by one full rebuild.
      const [stamp] = rowsOf<{ now: string }>(await db.execute(sql`SELECT clock_timestamp()::text AS now`));
      const started = performance.now();
      try {
        await rebuildAll(db);
      } catch (error) {
        await recordFailure(
          db,
          due.filter((r) => r.kind === 'all'),
          error,
        );
        options.log?.('match rebuild failed', { error: reasonOf(error) });
        result.failed += 1;
        return result;
      }
      await db.execute(sql`DELETE FROM match_refresh_queue WHERE requested_at <= ${stamp!.now}::timestamptz`);
      options.log?.('match tables rebuilt', { ms: Math.round(performance.now() - started) });
      result.fullRebuild = true;
      continue;
    }
    for (let i = 0; i < candidateRows.length; i += candidateBatch) {
      const batch = candidateRows.slice(i, i + candidateBatch);
      try {
        await refreshCandidates(
          db,
          batch.map((r) => Number(r.target_id)),
        );
        await acknowledge(db, batch);
        result.candidates += batch.length;
      } catch (error) {
        await recordFailure(db, batch, error);
        result.failed += batch.length;
        options.log?.('match refresh failed', { kind: 'candidate', error: reasonOf(error) });
      }
    }
    for (const row of due.filter((r) => r.kind === 'address_job')) {
      try {
        const started = performance.now();
        await refreshAddressJobs(db, [Number(row.target_id)]);
        await acknowledge(db, [row]);
        result.addressJobs += 1;
        options.log?.('match list refreshed', { addressJobId: Number(row.target_id), ms: Math.round(performance.now() - started) });
      } catch (error) {
        await recordFailure(db, [row], error);
        result.failed += 1;
        options.log?.('match refresh failed', { kind: 'address_job', error: reasonOf(error) });
      }
    }
  }
}

/**
 * The `match-refresh` job: drains the queue, then waits for the requests still in their debounce
 * delay and drains again, until nothing is left (at most `rounds` times). Throws when a refresh
 * failed, so that the job is retried (each request also counts its own attempts).
 */
export async function drainUntilSettled(db: Db, options: DrainOptions & { rounds?: number } = {}): Promise<DrainResult> {
  const debounceMs = options.debounceMs ?? 500;
  const total: DrainResult = { addressJobs: 0, candidates: 0, fullRebuild: false, failed: 0 };
  for (let round = 0; round < (options.rounds ?? 20); round++) {
    const run = await drainMatchQueue(db, options);
    total.addressJobs += run.addressJobs;
    total.candidates += run.candidates;
    total.fullRebuild ||= run.fullRebuild;
    total.failed += run.failed;
    const [waiting] = rowsOf<{ ms: number | null }>(
      await db.execute(sql`SELECT extract(epoch FROM (max(requested_at) - clock_timestamp())) * 1000 + ${debounceMs} AS ms
        FROM match_refresh_queue WHERE failed_at IS NULL`),
    );
    if (waiting?.ms === null || waiting?.ms === undefined) break;
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(Number(waiting.ms), 50), debounceMs)));
  }
  if (total.failed > 0) throw new Error(`match refresh failed for ${total.failed} request(s)`);
  return total;
}
