import { asc, count, sql, type SQL } from 'drizzle-orm';
import type { ActivitySectorListAnswer } from '@app/contracts/account';
import type { Db } from '../../db/client.ts';
import { activitySectors } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';


/**
 * Sectors whose name contains the words typed, accents and case ignored ("hotel" finds
 * "Hôtellerie-restauration"); names starting with the query come first.
 */
export async function searchActivitySectors(db: Db, search: string, page: number, pageSize: number): Promise<ActivitySectorListAnswer> {
  const q = search.trim().toLowerCase();
  const name = sql`f_unaccent(lower(${activitySectors.name}))`;
  let where: SQL | undefined;
  let rank: SQL | undefined;
  if (q) {
    const words = q.split(/\s+/).filter(Boolean);
    where = sql.join(
      words.map((w) => sql`${name} like f_unaccent(${`%${escapeLike(w)}%`})`),
      sql` and `,
    );
    rank = sql`case when ${name} like f_unaccent(${`${escapeLike(q)}%`}) then 0 else 1 end`;
  }
  const [total] = await db.select({ n: count() }).from(activitySectors).where(where);
  const results = await db
    .select({ id: activitySectors.id, name: activitySectors.name })
    .from(activitySectors)
    .where(where)
    .orderBy(...(rank ? [rank] : []), asc(activitySectors.name))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total?.n ?? 0, results };
}
