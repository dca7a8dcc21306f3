import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface JobSearchRow {
  id: number;
  uuid: string;
  name: string;
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
const textArray = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;

/**
 * Ranked job titles for a normalized term and its tokens, through the `search_jobs` function of
 * migration 0005 (decision 020): whole-name prefix, then every token at a word start, then
 * every token inside the name, and typo matches when nothing else matched. `contains` enables
 * ranks 2 and 3, `fuzzy` rank 4.
 */
export async function searchJobRows(
  db: Db,
  term: string,
  tokens: readonly string[],
  options: { limit: number; contains: boolean; fuzzy: boolean },
): Promise<JobSearchRow[]> {
  const longest = tokens.reduce((a, b) => (b.length > a.length ? b : a), '');
  // Both drivers answer `{ rows }`; the generic database type does not say so.
  const result = (await db.execute(sql`
    select id, uuid, name from search_jobs(
      ${term},
      ${`%${escapeLike(longest)}%`},
      ${textArray(tokens.map((t) => `%${escapeLike(t)}%`))},
      ${textArray(tokens.map((t) => `(^|[^[:alnum:]])${escapeRegex(t)}`))},
      ${options.contains},
      ${options.fuzzy},
      ${options.limit}::int
    )`)) as unknown as { rows: { id: number; uuid: string; name: string }[] };
  return result.rows.map((r) => ({ id: Number(r.id), uuid: String(r.uuid), name: String(r.name) }));
}
