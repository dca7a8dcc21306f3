import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { placeContext } from '../../db/importers/departments.ts';
import { normalizeSearch } from '../../db/importers/normalize.ts';
import { communes } from '../../db/schema/index.ts';
import type { Place } from '@app/contracts/auth';
import { communePlace, looksLikeStreet, streetPlace, tidyStreet, type Geocoder } from './geocoder.ts';
import { escapeLike, rowsOf } from '../../lib/sql.ts';

interface CommuneHit {
  name: string;
  postal_code: string;
  insee_code: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Searches the communes imported from La Poste's file (or the starter list):
 * - a query starting with digits matches postal codes by prefix ("690" -> Lyon's codes);
 * - otherwise the normalized name (`search_name`: lower case, no accents, hyphens as spaces)
 *   matches by prefix of the name or of one of its words, then by trigram similarity, which
 *   tolerates typos ("bordaux", "marseile"); the query goes through the same normalization.
 * Each commune appears once (its smallest postal code) and bigger towns come first.
 */
export function createEmbeddedGeocoder(db: Db): Geocoder {
  let prepared: Promise<Set<string>> | null = null;
  return {
    driver: 'embedded',
    async search(query, limit) {
      prepared ??= ensureStatistics(db)
        .catch(() => undefined)
        .then(() => commonWords(db))
        .catch(() => new Set<string>());
      // One typo search at most per query (decision 140): it is the costly part, and a comma must
      // not double it.
      const budget: FuzzyBudget = { common: await prepared, left: 1 };
      // A street address: the street as typed in each commune that its town part names (issue 11, item 3).
      for (const { street, town, guessed } of streetReadings(query)) {
        // A town guessed from the last words must match as typed (no typo tolerance), or any word would find one.
        const towns = await communesFor(db, town, limit, guessed ? null : budget);
        if (towns.length > 0) return towns.map((commune) => streetPlace(commune, street));
      }
      return communesFor(db, query, limit, budget);
    },
  };
}

/**
 * What a typo search may still do for one query: how many it may run (`left`), and the words too
 * common in commune names to tell one from another (`commonWords`), which it never compares.
 */
interface FuzzyBudget {
  common: Set<string>;
  left: number;
}

/** The words the typo search compares, or null when it must not run (no budget left, nothing distinctive). */
function takeFuzzy(budget: FuzzyBudget | null, q: string): string | null {
  if (!budget || budget.left <= 0) return null;
  const typed = fuzzyPart(q, budget.common);
  if (typed.length < 3) return null;
  budget.left -= 1;
  return typed;
}

/** Communes by postal code (a query starting with digits) or by name, as places. */
async function communesFor(db: Db, query: string, limit: number, budget: FuzzyBudget | null): Promise<Place[]> {
  const digits = /^\s*(\d{2,5})\b\s*(.*)$/.exec(query);
  const rows = digits
    ? await byPostalCode(db, digits[1]!, normalize(digits[2] ?? ''), limit, budget)
    : await byName(db, normalize(query), limit, budget);
  return rows.map((r) =>
    communePlace({
      name: r.name,
      postalCode: r.postal_code,
      inseeCode: r.insee_code,
      context: placeContext(r.insee_code),
      latitude: r.latitude,
      longitude: r.longitude,
    }),
  );
}

/**
 * The ways a query can read as "street, town", most likely first: before and after its last
 * comma ("12 rue de la République, Lyon"); around a postal code ("12 rue X 69001 Lyon"); else its
 * last three, two or one words as the town. None when it does not look like a street address.
 */
export function streetReadings(query: string): { street: string; town: string; guessed: boolean }[] {
  if (!looksLikeStreet(query)) return [];
  const comma = query.lastIndexOf(',');
  if (comma > 0) {
    const town = query.slice(comma + 1).trim();
    return town.length >= 2 ? [{ street: tidyStreet(query.slice(0, comma)), town, guessed: false }] : [];
  }
  const postal = /^(.*\D)\s(\d{5})(\s.*)?$/.exec(query.trim());
  if (postal) return [{ street: tidyStreet(postal[1]!), town: `${postal[2]}${postal[3] ?? ''}`.trim(), guessed: false }];
  const words = query.trim().split(/\s+/);
  const readings = [];
  for (const n of [3, 2, 1]) {
    if (words.length - n < 2) continue;
    const street = words.slice(0, -n).join(' ');
    if (looksLikeStreet(street)) readings.push({ street: tidyStreet(street), town: words.slice(-n).join(' '), guessed: true });
  }
  return readings;
}

/**
 * The trigram indexes are only chosen by the planner once the table has statistics. PGlite runs no
 * autovacuum, so a freshly imported gazetteer has none and typo searches would scan all 35,000
 * communes (about 1 s instead of 50 ms): analyze it once when it never was.
 */
async function ensureStatistics(db: Db): Promise<void> {
  const rows = await db
    .select({ never: sql<boolean>`coalesce(last_analyze, last_autoanalyze) is null` })
    .from(sql`pg_stat_user_tables`)
    .where(sql`relname = 'communes'`);
  if (rows[0]?.never ?? true) await db.execute(sql`analyze communes`);
}

/**
 * Words found in more than this many communes' names ("saint", "sur", "le", "en"...) are too common
 * to tell a commune from another: the typo search leaves them out (decision 140). With them, a
 * query of such words matched thousands of names, each then scored (1 s of CPU per request).
 */
export const COMMON_WORD_MIN_COMMUNES = 300;

/** The words of the gazetteer's names found in more than COMMON_WORD_MIN_COMMUNES communes, read once. */
async function commonWords(db: Db): Promise<Set<string>> {
  const result = await db.execute(
    sql`select w as word from ${communes}, unnest(string_to_array(${communes.searchName}, ' ')) w group by w having count(distinct ${communes.inseeCode}) > ${COMMON_WORD_MIN_COMMUNES}`,
  );
  return new Set(rowsOf<{ word: string }>(result).map((r) => r.word));
}

/**
 * The part of a query the trigram search compares (decisions 131 and 140), bounded by construction:
 * its distinct words, without the words too common to discriminate, at most FUZZY_MAX_WORDS of
 * them, then at most 32 characters cut at a word. The cost of `%` and `<%` grows with the query's
 * trigrams (100 characters took 5 s over the 35,000 communes, 32 take under 0.1 s) and with the
 * names they match (a common word matches thousands); the longest commune name has 42 characters,
 * and its first 32 still give a similarity well above the 0.3 threshold, so typos keep being forgiven.
 */
export const FUZZY_MAX_CHARS = 32;
export const FUZZY_MAX_WORDS = 4;
/** Names each arm of the typo search may yield before they are scored. */
export const FUZZY_MAX_CANDIDATES = 200;
export function fuzzyPart(q: string, common: ReadonlySet<string> = new Set()): string {
  const words = [...new Set(q.split(/\s+/).filter((w) => w.length > 0 && !common.has(w)))].slice(0, FUZZY_MAX_WORDS);
  const kept = words.join(' ');
  if (kept.length <= FUZZY_MAX_CHARS) return kept;
  const cut = kept.slice(0, FUZZY_MAX_CHARS + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, FUZZY_MAX_CHARS)).trim();
}

/** The stored names' normalization, with the usual abbreviations written out ("st" -> "saint"). */
const normalize = (text: string) =>
  normalizeSearch(text)
    .replace(/\bste\b/g, 'sainte')
    .replace(/\bst\b/g, 'saint');

/**
 * Population used for ranking: La Poste's file lists Paris, Marseille and Lyon by arrondissement,
 * which have no population of their own; each counts as a large town.
 */
const weight = sql<number>`coalesce(${communes.population}, case
  when ${communes.inseeCode} between '75101' and '75120' then 100000
  when ${communes.inseeCode} between '13201' and '13216' then 50000
  when ${communes.inseeCode} between '69381' and '69389' then 50000 end)`;

const columns = {
  name: communes.name,
  postal_code: communes.postalCode,
  insee_code: communes.inseeCode,
  latitude: communes.latitude,
  longitude: communes.longitude,
  searchName: communes.searchName,
  weight: weight.as('weight'),
};

async function byName(db: Db, q: string, limit: number, budget: FuzzyBudget | null): Promise<CommuneHit[]> {
  if (q.length === 0) return [];
  const prefix = `${escapeLike(q)}%`;
  const wordPrefix = `% ${escapeLike(q)}%`;
  const wholeWords = `${escapeLike(q)} %`;
  // First the names that start with what was typed. Rank 0: exact name, 1: the query as whole
  // words ("lyon" -> "Lyon 1er Arrondissement"), 2: name prefix ("Lyons-la-Forêt"), 3: prefix of a
  // later word ("Le Puy-en-Velay" for "puy"). Within a rank, bigger towns first.
  const prefixed = db
    .selectDistinctOn([communes.inseeCode, communes.searchName], {
      ...columns,
      rank: sql<number>`case when ${communes.searchName} = ${q} then 0
        when ${communes.searchName} like ${wholeWords} then 1
        when ${communes.searchName} like ${prefix} then 2
        else 3 end`.as('rank'),
    })
    .from(communes)
    .where(sql`${communes.searchName} like ${prefix} or ${communes.searchName} like ${wordPrefix}`)
    .orderBy(communes.inseeCode, communes.searchName, communes.postalCode)
    .as('hits');
  const found: CommuneHit[] = await db
    .select({
      name: prefixed.name,
      postal_code: prefixed.postal_code,
      insee_code: prefixed.insee_code,
      latitude: prefixed.latitude,
      longitude: prefixed.longitude,
    })
    .from(prefixed)
    .orderBy(prefixed.rank, sql`${prefixed.weight} desc nulls last`, prefixed.postal_code, prefixed.name)
    .limit(limit);
  if (found.length >= limit) return found;
  const typed = takeFuzzy(budget, q);
  if (typed === null) return found;

  // Then similar spellings (typos), computed only when the prefixes did not fill the list. A name
  // qualifies when it is close as a whole (pg_trgm `%`, similarity 0.3) or contains a word close to
  // the query (`<%`, word similarity 0.6). The score is the better of the whole-name similarity and
  // the best similarity of one of its words, so "bordaux" prefers "Bordeaux" to "Grun-Bordas" and
  // "marseile" finds "Marseille 1er Arrondissement"; near scores go to bigger towns.
  const seen = new Set(found.map((f) => f.insee_code));
  const score = sql<number>`greatest(similarity(${communes.searchName}, ${typed}), (select max(similarity(w, ${typed})) from unnest(string_to_array(${communes.searchName}, ' ')) w))`;
  const similar = db
    .selectDistinctOn([communes.inseeCode, communes.searchName], { ...columns, sim: score.as('sim') })
    .from(communes)
    // Two index scans joined by a union: an OR of the two operators makes the planner scan the table.
    .where(
      // Each arm stops at FUZZY_MAX_CANDIDATES names (decision 140): a typo matches a few dozen; only a
      // query of common fragments ("sai sai") matches thousands, and those are not worth scoring all.
      sql`${communes.id} in ((select id from communes where search_name % ${typed} limit ${FUZZY_MAX_CANDIDATES}) union (select id from communes where ${typed} <% search_name limit ${FUZZY_MAX_CANDIDATES}))`,
    )
    .orderBy(communes.inseeCode, communes.searchName, communes.postalCode)
    .as('similar');
  const more: CommuneHit[] = await db
    .select({
      name: similar.name,
      postal_code: similar.postal_code,
      insee_code: similar.insee_code,
      latitude: similar.latitude,
      longitude: similar.longitude,
    })
    .from(similar)
    .orderBy(
      desc(sql`round(${similar.sim}::numeric, 1)`),
      sql`${similar.weight} desc nulls last`,
      desc(similar.sim),
      similar.postal_code,
      similar.name,
    )
    .limit(limit + found.length);
  return [...found, ...more.filter((m) => !seen.has(m.insee_code))].slice(0, limit);
}

async function byPostalCode(db: Db, code: string, rest: string, limit: number, budget: FuzzyBudget | null): Promise<CommuneHit[]> {
  const prefix = `${code}%`;
  const fuzzyRest = takeFuzzy(budget, rest);
  const namePrefix = `${escapeLike(rest)}%`;
  const hits = db
    .selectDistinctOn([communes.postalCode, communes.inseeCode, communes.name], {
      name: communes.name,
      postal_code: communes.postalCode,
      insee_code: communes.inseeCode,
      latitude: communes.latitude,
      longitude: communes.longitude,
      weight: weight.as('weight'),
    })
    .from(communes)
    .where(
      rest
        ? sql`${communes.postalCode} like ${prefix} and (${communes.searchName} like ${namePrefix}${fuzzyRest === null ? sql`` : sql` or ${communes.searchName} % ${fuzzyRest}`})`
        : sql`${communes.postalCode} like ${prefix}`,
    )
    .orderBy(communes.postalCode, communes.inseeCode, communes.name)
    .as('hits');
  // The exact code first, then bigger towns: a code shared by many villages lists the largest.
  return db
    .select({
      name: hits.name,
      postal_code: hits.postal_code,
      insee_code: hits.insee_code,
      latitude: hits.latitude,
      longitude: hits.longitude,
    })
    .from(hits)
    .orderBy(sql`(${hits.postal_code} = ${code}) desc`, sql`${hits.weight} desc nulls last`, hits.postal_code, hits.name)
    .limit(limit);
}
