import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  insertMatchesSql,
  insertScopeSql,
  listMembersSql,
  listsHoldingSql,
  SHOP_RECRUITER,
  toIntArray,
  upsertStatsSql,
} from './match.sql.ts';
import { rowsOf } from '../../lib/sql.ts';

/**
 * Refresh of the match tables (docs/decisions/040 and 041). Every refresh runs in one transaction
 * behind one advisory lock, so that two refreshes never write the same rows at once while lists
 * keep reading the previous version until the commit.
 */
const REFRESH_LOCK = sql`SELECT pg_advisory_xact_lock(40, 1)`;

/**
 * Recomputes the lists of the given address jobs (removes them for jobs no longer in the shop).
 * The old rows are always deleted under the lock: another instance may have built the same lists
 * meanwhile (two first builds at once would otherwise insert the same rows twice).
 */
export async function refreshAddressJobs(db: Db, addressJobIds: number[], options: { onlyMissing?: boolean } = {}): Promise<number> {
  if (addressJobIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(REFRESH_LOCK);
    let wanted = addressJobIds;
    if (options.onlyMissing) {
      // Another request or instance may have computed them while this one waited for the lock.
      const rows = rowsOf<{ id: number }>(
        await tx.execute(sql`SELECT x.id FROM unnest(${toIntArray(addressJobIds)}) AS x(id)
          WHERE NOT EXISTS (SELECT 1 FROM match_list_stats st WHERE st.address_job_id = x.id)`),
      );
      wanted = rows.map((r) => Number(r.id));
      if (wanted.length === 0) return 0;
    }
    const ids = toIntArray(wanted);
    await tx.execute(sql`DELETE FROM candidate_matches WHERE address_job_id = ANY(${ids})`);
    await tx.execute(sql`DELETE FROM match_list_stats WHERE address_job_id = ANY(${ids})`);
    await tx.execute(insertMatchesSql({ addressJobIds: wanted, withStats: true }));
    return wanted.length;
  });
}

const computing = new WeakMap<Db, Map<string, Promise<number>>>();

/**
 * Computes the lists never computed yet that a reader found (the shop's first read of a new job),
 * once however many readers ask at the same time (single flight): the readers of one instance share
 * one computation, and a computation that waited for another instance's finds the lists there and
 * does nothing. Returns how many lists this call computed.
 */
export function computeMissingLists(db: Db, addressJobIds: number[]): Promise<number> {
  let running = computing.get(db);
  if (!running) computing.set(db, (running = new Map()));
  const key = [...addressJobIds].sort((a, b) => a - b).join(',');
  const shared = running.get(key);
  if (shared) return shared.then(() => 0);
  const work = refreshAddressJobs(db, addressJobIds, { onlyMissing: true }).finally(() => running.delete(key));
  running.set(key, work);
  return work;
}

/**
 * Per capped list (one that does not keep every member, decision 166): how many of the candidates'
 * memberships have no row there (the members it does not keep), and how many of those are disabled.
 */
async function droppedMembers(tx: Tx, candidateIds: number[]): Promise<Map<number, { d: number; dd: number }>> {
  const rows = rowsOf<{ id: number; d: number; dd: number }>(
    await tx.execute(sql`SELECT p.aj_id AS id, (count(*) FILTER (WHERE m.candidate_id IS NULL))::int AS d,
        (count(*) FILTER (WHERE m.candidate_id IS NULL AND p.with_disability))::int AS dd
      FROM (${listMembersSql(candidateIds)}) p
      JOIN match_list_stats st ON st.address_job_id = p.aj_id AND st.dropped > 0
      LEFT JOIN candidate_matches m ON m.address_job_id = p.aj_id AND m.candidate_id = p.candidate_id
      GROUP BY p.aj_id`),
  );
  return new Map(rows.map((r) => [Number(r.id), { d: Number(r.d), dd: Number(r.dd) }]));
}

/**
 * Rebuilds the match_scope rows of the given candidates, then their rows in every list: the lists
 * that could hold them before (old scope rows) and after (new ones) lose their rows, then get the
 * new ones, and their sizes are recounted. A capped list (decision 166) gets a candidate's row only
 * when it enters what the list keeps, counts the members it does not keep, and is recomputed when
 * one of its kept rows left or went down (the first row it did not keep may now belong to it).
 */
export async function refreshCandidates(db: Db, candidateIds: number[]): Promise<void> {
  if (candidateIds.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(REFRESH_LOCK);
    const ids = toIntArray(candidateIds);
    const before = rowsOf<{ id: number }>(await tx.execute(listsHoldingSql(candidateIds)));
    const droppedBefore = await droppedMembers(tx, candidateIds);
    // The kept rows of capped lists, to tell afterwards which left or went down.
    const kept = rowsOf<{ aj_id: number; candidate_id: number; percentage: number; with_disability: boolean }>(
      await tx.execute(sql`SELECT m.address_job_id AS aj_id, m.candidate_id, m.percentage, m.with_disability
        FROM candidate_matches m JOIN match_list_stats st ON st.address_job_id = m.address_job_id AND st.dropped > 0
        WHERE m.candidate_id = ANY(${ids})`),
    );
    await tx.execute(sql`DELETE FROM match_scope WHERE candidate_id = ANY(${ids})`);
    await tx.execute(insertScopeSql(candidateIds));
    const after = rowsOf<{ id: number }>(await tx.execute(listsHoldingSql(candidateIds)));
    const lists = [...new Set([...before, ...after].map((r) => Number(r.id)))];
    if (lists.length === 0) return;
    await tx.execute(sql`DELETE FROM candidate_matches WHERE address_job_id = ANY(${toIntArray(lists)}) AND candidate_id = ANY(${ids})`);
    await tx.execute(insertMatchesSql({ candidateIds }));
    const droppedAfter = await droppedMembers(tx, candidateIds);
    const changed = [...new Set([...droppedBefore.keys(), ...droppedAfter.keys()])];
    if (changed.length > 0) {
      const delta = (id: number, key: 'd' | 'dd') => (droppedAfter.get(id)?.[key] ?? 0) - (droppedBefore.get(id)?.[key] ?? 0);
      await tx.execute(sql`UPDATE match_list_stats st SET dropped = st.dropped + x.d, dropped_with_disability = st.dropped_with_disability + x.dd
        FROM unnest(${toIntArray(changed)}, ${toIntArray(changed.map((id) => delta(id, 'd')))}, ${toIntArray(changed.map((id) => delta(id, 'dd')))}) AS x(id, d, dd)
        WHERE st.address_job_id = x.id AND (x.d <> 0 OR x.dd <> 0)`);
    }
    await tx.execute(upsertStatsSql(lists));
    if (kept.length > 0) {
      const column = (f: (r: (typeof kept)[number]) => number) => toIntArray(kept.map(f));
      await tx.execute(sql`SELECT match_enqueue('address_job', x.aj_id) FROM (SELECT DISTINCT b.aj_id
        FROM unnest(${column((r) => Number(r.aj_id))}, ${column((r) => Number(r.candidate_id))}, ${column((r) => Number(r.percentage))},
          ${column((r) => (r.with_disability ? 1 : 0))}) AS b(aj_id, candidate_id, percentage, disabled)
        WHERE NOT EXISTS (SELECT 1 FROM candidate_matches m WHERE m.address_job_id = b.aj_id AND m.candidate_id = b.candidate_id
          AND m.percentage >= b.percentage AND m.with_disability = (b.disabled = 1))) x`);
    }
  });
}

/** Every address job whose recruiter may open the resume shop. */
export async function listShopAddressJobIds(db: Db | Tx): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT aj.id FROM address_jobs aj JOIN addresses a ON a.id = aj.address_id JOIN recruiters r ON r.id = a.recruiter_id
      WHERE ${SHOP_RECRUITER} ORDER BY aj.id`),
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Rebuilds everything: the whole match_scope, then every shop list in batches of address jobs (each batch
 * its own transaction, so lists stay readable throughout). Used for reference changes, bulk
 * imports and the benchmark.
 */
export async function rebuildAll(
  db: Db,
  options: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(REFRESH_LOCK);
    await tx.execute(sql`TRUNCATE match_scope`);
    await tx.execute(insertScopeSql('all'));
    // Lists of address jobs no longer in the shop.
    await tx.execute(sql`DELETE FROM candidate_matches m WHERE m.address_job_id IN (
      SELECT st.address_job_id FROM match_list_stats st JOIN address_jobs aj ON aj.id = st.address_job_id
      JOIN addresses a ON a.id = aj.address_id JOIN recruiters r ON r.id = a.recruiter_id WHERE NOT ${SHOP_RECRUITER})`);
    await tx.execute(sql`DELETE FROM match_list_stats st USING address_jobs aj, addresses a, recruiters r
      WHERE aj.id = st.address_job_id AND a.id = aj.address_id AND r.id = a.recruiter_id AND NOT ${SHOP_RECRUITER}`);
  });
  const ids = await listShopAddressJobIds(db);
  const batchSize = options.batchSize ?? 200;
  for (let i = 0; i < ids.length; i += batchSize) {
    await refreshAddressJobs(db, ids.slice(i, i + batchSize));
    options.onProgress?.(Math.min(i + batchSize, ids.length), ids.length);
  }
}
