import { asc, count, sql, type SQL } from 'drizzle-orm';
import type { ActivitySectorListAnswer } from '@app/contracts/account';
import type { Db } from '../../db/client.ts';
import { activitySectors } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';
import { REFERENCE_NAMES_EN } from '@app/contracts/reference-names';

/** Lower case without accents, as `f_unaccent(lower(...))` reads a name. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The French names whose English label (contracts' `REFERENCE_NAMES_EN`, decision 143) holds every
 * word, and those whose label starts with the query: English pages show English sector names, so
 * the search reads them too (issue 29: "hotel" found a French name by chance, "building" nothing).
 */
function englishMatches(words: string[], q: string): { all: string[]; starting: string[] } {
  const all: string[] = [];
  const starting: string[] = [];
  for (const [french, english] of Object.entries(REFERENCE_NAMES_EN)) {
    const label = folded(english);
    if (!words.every((w) => label.includes(w))) continue;
    all.push(french);
    if (label.startsWith(q)) starting.push(french);
  }
  return { all, starting };
}

/** `column = any(names)`, false for no name (an empty `in ()` is not SQL). */
const oneOf = (column: SQL, names: string[]): SQL =>
  names.length
    ? sql`${column} in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`
    : sql`false`;

/**
 * Sectors whose French or English name contains the words typed, accents and case ignored ("hotel"
 * finds "Hôtellerie-restauration", "building" finds "BTP"); names starting with the query come first.
 */
export async function searchActivitySectors(db: Db, search: string, page: number, pageSize: number): Promise<ActivitySectorListAnswer> {
  const q = folded(search.trim());
  const name = sql`f_unaccent(lower(${activitySectors.name}))`;
  let where: SQL | undefined;
  let rank: SQL | undefined;
  if (q) {
    const words = q.split(/\s+/).filter(Boolean);
    const english = englishMatches(words, q);
    const french = sql.join(
      words.map((w) => sql`${name} like f_unaccent(${`%${escapeLike(w)}%`})`),
      sql` and `,
    );
    where = sql`((${french}) or ${oneOf(sql`${activitySectors.name}`, english.all)})`;
    rank = sql`case when ${name} like f_unaccent(${`${escapeLike(q)}%`}) or ${oneOf(sql`${activitySectors.name}`, english.starting)} then 0 else 1 end`;
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
