import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { insertMatchesSql, SHOP_RECRUITER, toIntArray, upsertProfilesSql, upsertStatsSql } from './match.sql.ts';

/**
 * Refresh of the match tables (docs/decisions/040 and 041). Every refresh runs in one transaction
 * behind one advisory lock, so that two refreshes never write the same rows at once while lists
 * keep reading the previous version until the commit.
 */
const REFRESH_LOCK = sql`SELECT pg_advisory_xact_lock(40, 1)`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Recomputes the lists of the given address jobs (removes them for jobs no longer in the shop).
 * `knownEmpty`: the lists hold no row yet (first build), so there is nothing to delete.
 */
export async function refreshAddressJobs(db: Db, addressJobIds: number[], options: { knownEmpty?: boolean } = {}): Promise<void> {
  if (addressJobIds.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(REFRESH_LOCK);
    const ids = toIntArray(addressJobIds);
    if (!options.knownEmpty) await tx.execute(sql`DELETE FROM candidate_matches WHERE address_job_id = ANY(${ids})`);
    await tx.execute(sql`DELETE FROM match_list_stats WHERE address_job_id = ANY(${ids})`);
    await tx.execute(insertMatchesSql({ addressJobIds, withStats: true }));
  });
}

/** Rebuilds the profiles of the given candidates, then their rows in every list. */
export async function refreshCandidates(db: Db, candidateIds: number[]): Promise<void> {
  if (candidateIds.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(REFRESH_LOCK);
    const ids = toIntArray(candidateIds);
    await tx.execute(upsertProfilesSql(candidateIds));
    const removed = rowsOf<{ address_job_id: number }>(
      await tx.execute(sql`DELETE FROM candidate_matches WHERE candidate_id = ANY(${ids}) RETURNING address_job_id`),
    );
    await tx.execute(insertMatchesSql({ candidateIds }));
    const added = rowsOf<{ address_job_id: number }>(
      await tx.execute(sql`SELECT DISTINCT address_job_id FROM candidate_matches WHERE candidate_id = ANY(${ids})`),
    );
    const touched = [...new Set([...removed, ...added].map((r) => Number(r.address_job_id)))];
    if (touched.length > 0) await tx.execute(upsertStatsSql(touched));
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
 * Rebuilds everything: all profiles, then every shop list in batches of address jobs (each batch
 * its own transaction, so lists stay readable throughout). Used for reference changes, bulk
 * imports and the benchmark.
 */
export async function rebuildAll(db: Db, options: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(REFRESH_LOCK);
    await tx.execute(sql`DELETE FROM candidate_match_profiles p WHERE NOT EXISTS (SELECT 1 FROM candidates c WHERE c.id = p.candidate_id)`);
    await tx.execute(upsertProfilesSql('all'));
    // Lists of address jobs no longer in the shop.
    await tx.execute(sql`DELETE FROM candidate_matches m WHERE m.address_job_id IN (
      SELECT st.address_job_id FROM match_list_stats st JOIN address_jobs aj ON aj.id = st.address_job_id
      JOIN addresses a ON a.id = aj.address_id JOIN recruiters r ON r.id = a.recruiter_id WHERE NOT ${SHOP_RECRUITER})`);
    await tx.execute(sql`DELETE FROM match_list_stats st USING address_jobs aj, addresses a, recruiters r
      WHERE aj.id = st.address_job_id AND a.id = aj.address_id AND r.id = a.recruiter_id AND NOT ${SHOP_RECRUITER}`);
  });
  const ids = await listShopAddressJobIds(db);
  // First build (an empty table): each batch only inserts.
  const [state] = rowsOf<{ empty: boolean }>(await db.execute(sql`SELECT NOT EXISTS (SELECT 1 FROM candidate_matches) AS empty`));
  const knownEmpty = Boolean(state?.empty);
  const batchSize = options.batchSize ?? 200;
  for (let i = 0; i < ids.length; i += batchSize) {
    await refreshAddressJobs(db, ids.slice(i, i + batchSize), { knownEmpty });
    options.onProgress?.(Math.min(i + batchSize, ids.length), ids.length);
  }
}
