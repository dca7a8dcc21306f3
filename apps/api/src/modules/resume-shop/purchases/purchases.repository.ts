import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { purchases } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql.ts';
import { listedCandidateSql } from '../candidates/index.ts';

/**
 * The recruiter's purchases among candidates `c`, narrowed by a searched job and disability; a
 * candidate who erased their data is not listed (the purchase stays for the accounts, decision 142).
 */
export function purchasedWhere(recruiterId: number, jobId: number | undefined, disability: boolean): SQL {
  return sql`${listedCandidateSql('c')} AND EXISTS (SELECT 1 FROM purchases pu WHERE pu.recruiter_id = ${recruiterId} AND pu.candidate_id = c.id)
    ${jobId ? sql`AND EXISTS (SELECT 1 FROM candidate_searched_jobs s WHERE s.candidate_id = c.id AND s.job_id = ${jobId})` : sql``}
    ${disability ? sql`AND c.with_disability` : sql``}`;
}

export async function countPurchased(db: Db, where: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM candidates c WHERE ${where}`));
  return Number(row?.n ?? 0);
}

/** Records bought resumes; a resume already bought stays as it was (never charged twice). */
export async function insertPurchases(
  tx: Tx,
  rows: { recruiterId: number; candidateId: number; orderId: number; priceCents: number }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  // Unique (recruiter, candidate): a resume already bought is not inserted again; answers how many were.
  const inserted = await tx.insert(purchases).values(rows).onConflictDoNothing().returning({ id: purchases.id });
  return inserted.length;
}

/** Candidate ids among `ids` that the recruiter already bought. */
export async function findPurchasedIds(db: Db | Tx, recruiterId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf<{ candidate_id: number }>(
    await db.execute(
      sql`SELECT candidate_id FROM purchases WHERE recruiter_id = ${recruiterId} AND candidate_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  return new Set(rows.map((r) => Number(r.candidate_id)));
}
