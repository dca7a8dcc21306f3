import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { candidates, favoriteCandidates } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql.ts';
import { toIntArray } from '../../matching/index.ts';

/** Favourites of the recruiter among candidates `c`, narrowed by searched jobs and disability. */
export function favoriteWhere(recruiterId: number, jobIds: number[] | null, disability: boolean): SQL {
  return sql`EXISTS (SELECT 1 FROM favorite_candidates f WHERE f.recruiter_id = ${recruiterId} AND f.candidate_id = c.id)
    ${jobIds ? sql`AND EXISTS (SELECT 1 FROM candidate_searched_jobs s WHERE s.candidate_id = c.id AND s.job_id = ANY(${toIntArray(jobIds)}))` : sql``}
    ${disability ? sql`AND c.with_disability` : sql``}`;
}

export async function countFavorites(db: Db, where: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM candidates c WHERE ${where}`));
  return Number(row?.n ?? 0);
}

/** Toggles the favourite; answers the new state, or null for an unknown candidate. */
export async function toggleFavorite(db: Db, recruiterId: number, uuid: string): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    const [candidate] = await tx.select({ id: candidates.id }).from(candidates).where(eq(candidates.uuid, uuid)).limit(1);
    if (!candidate) return null;
    const removed = await tx
      .delete(favoriteCandidates)
      .where(and(eq(favoriteCandidates.recruiterId, recruiterId), eq(favoriteCandidates.candidateId, candidate.id)))
      .returning({ id: favoriteCandidates.candidateId });
    if (removed.length > 0) return false;
    await tx.insert(favoriteCandidates).values({ recruiterId, candidateId: candidate.id }).onConflictDoNothing();
    return true;
  });
}
