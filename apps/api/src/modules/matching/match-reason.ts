import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';
import type { MatchReason } from '@app/contracts/candidates';
import { matchParts, percentageOfParts, type MatchCandidate, type MatchJob, type MatchParts } from './match.ts';
import { addressJobsCte, toIntArray } from './match.sql.ts';

/**
 * Why a match percentage (issue 29, item 7; decision 126). The reason of a shown percentage is
 * computed for the rows being shown only (nothing more is stored per match row): the statement that
 * reads a page also reads, for each row, the address job it is explained against and the candidate's
 * `match_scope` rows, and once per page the criteria of those address jobs as the refresh reads them
 * (`addressJobsCte`); `match.ts` then gives the parts (`matchParts`) and their percentage
 * (`percentageOfParts`, the definition the refresh's SQL twin is tested against). A reason is shown
 * only when its parts add up to the percentage beside it: a list read while the worker refreshes it
 * still holds the previous percentage, and a reason never explains another number.
 *
 * Used as: the CTE `aj` (`reasonJobsCte`) in the page's WITH list, `reasonHeadColumns` once and
 * `reasonRowColumns` per row in its select list, then `reasonsOfRows` on the rows read.
 */

/** The columns a page statement adds for the reasons (`reasonHeadColumns` and `reasonRowColumns`). */
export interface ReasonColumns {
  /** The address job the row is explained against; null: no reason. */
  match_aj: number | null;
  /** The candidate's match_scope rows (json). */
  match_scope: unknown;
  /** The criteria of the page's address jobs (json, the same on every row). */
  match_jobs: unknown;
  /** Experience level -> reference name (json, the same on every row). */
  match_levels: unknown;
}

/** The columns of a page whose address jobs' criteria come from the cache (`reasonsOfCachedPage`). */
export interface CachedReasonColumns {
  /** The candidate (the card's `id`). */
  id: number;
  /** The address job the row is explained against; null: no reason. */
  match_aj: number | null;
  /** The page's candidates' match_scope rows, each led by its candidate id (json, the same on every row). */
  match_scopes?: unknown;
  /** The stamps of the page's lists (match_list_stats.stamp, decision 106) by address job (json, the same on every row). */
  match_stamps?: unknown;
}

// Each look-up by its key (OFFSET 0 keeps it a per-row index read): a generic plan cannot tell
// that a page has a handful of rows and would otherwise hash whole tables.
const byKey = (table: string, alias: string, where: SQL) =>
  sql`CROSS JOIN LATERAL (SELECT * FROM ${sql.raw(table)} WHERE ${where} OFFSET 0) ${sql.raw(alias)}`;

/** CTE `aj`: the criteria of the address jobs whose ids `ajIds` (a one-column query) answers. */
export function reasonJobsCte(ajIds: SQL): SQL {
  return addressJobsCte(
    sql`(SELECT DISTINCT x.id FROM (${ajIds}) x(id) WHERE x.id IS NOT NULL) p ${byKey('address_jobs', 'aj', sql`id = p.id`)} ${byKey('addresses', 'a', sql`id = aj.address_id`)}`,
  );
}

/** Columns read once per page (uncorrelated: computed once): the address jobs' criteria with their similar jobs, the level names. */
export const reasonHeadColumns: SQL = sql`(SELECT json_agg(json_build_array(aj.id, aj.job_id, array(SELECT sj.similar_job_id FROM similar_jobs sj WHERE sj.job_id = aj.job_id),
    aj.req_level, aj.req_skills, aj.req_languages, aj.req_licences, aj.req_locomotions, aj.req_caces, aj.lat, aj.lon)) FROM aj) AS match_jobs,
  (SELECT json_object_agg(e.level, e.name ORDER BY e.id DESC) FROM experiences e) AS match_levels`;

/**
 * The columns a resume shop page (its hot read) reads once, whatever its number of rows: the
 * match_scope rows of the candidates `candidateIds` (a one-column query over the page) and the
 * stamps of the lists `listIds`. Each row then names only its address job (`match_aj`).
 */
export function cachedReasonPageColumns(candidateIds: SQL, listIds: SQL): SQL {
  return sql`(SELECT json_agg(json_build_array(ms.candidate_id, ms.job_id, ms.experience_level, ms.skill_ids, ms.language_ids, ms.licence_ids,
      ms.locomotion_ids, ms.caces_ids, ms.latitude, ms.longitude)) FROM match_scope ms WHERE ms.candidate_id IN (${candidateIds})) AS match_scopes,
    (SELECT json_object_agg(st.address_job_id, st.stamp) FROM match_list_stats st WHERE st.address_job_id = ANY(${listIds})) AS match_stamps`;
}

const scopeJsonSql = (
  candidateId: SQL,
) => sql`(SELECT json_agg(json_build_array(ms.job_id, ms.experience_level, ms.skill_ids, ms.language_ids,
  ms.licence_ids, ms.locomotion_ids, ms.caces_ids, ms.latitude, ms.longitude)) FROM match_scope ms WHERE ms.candidate_id = ${candidateId})`;

/** The columns of one row: the address job `ajId` it is explained against, the candidate's match_scope rows. */
export function reasonRowColumns(candidateId: SQL, ajId: SQL): SQL {
  return sql`${ajId} AS match_aj, ${scopeJsonSql(candidateId)} AS match_scope`;
}

/** json columns come parsed from node-postgres and PGlite alike; a string is parsed defensively. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const point = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? null : { latitude: Number(latitude), longitude: Number(longitude) };

type JobJson = [number, number, number[], number | null, number[], number[], number[], number[], number[], number | null, number | null];
type ScopeJson = [number, number | null, number[], number[], number[], number[], number[], number | null, number | null];

/** The candidate of match.ts from its match_scope rows (one per searched job; the criteria are the candidate's, on every row). */
function candidateOf(rows: ScopeJson[]): MatchCandidate | null {
  const first = rows[0];
  if (!first) return null;
  return {
    searchedJobs: rows.map((r) => ({ jobId: Number(r[0]), experienceLevel: r[1] === null ? null : Number(r[1]) })),
    skillIds: first[2],
    languageIds: first[3],
    licenceIds: first[4],
    locomotionIds: first[5],
    cacesIds: first[6],
    location: point(first[7], first[8]),
  };
}

function jobOf(row: JobJson): MatchJob {
  return {
    jobId: Number(row[1]),
    similarJobIds: row[2],
    experienceLevels: row[3] === null ? [] : [Number(row[3])],
    skillIds: row[4],
    languageIds: row[5],
    licenceIds: row[6],
    locomotionIds: row[7],
    cacesIds: row[8],
    location: point(row[9], row[10]),
  };
}

/** The match of each row's candidate with its address job, computed: the percentage of its parts and the reason; null out of scope. */
export function explainRows(rows: readonly ReasonColumns[]): ({ percentage: number; reason: MatchReason } | null)[] {
  const head = rows.find((r) => r.match_jobs !== null && r.match_jobs !== undefined);
  const jobs = new Map(head ? (json<JobJson[] | null>(head.match_jobs) ?? []).map((j) => [Number(j[0]), jobOf(j)] as const) : []);
  const levels = head ? (json<Record<string, string> | null>(head.match_levels) ?? {}) : {};
  return rows.map((row) => {
    const job = row.match_aj === null || row.match_aj === undefined ? undefined : jobs.get(Number(row.match_aj));
    const candidate = candidateOf(json<ScopeJson[] | null>(row.match_scope) ?? []);
    const parts = job && candidate ? matchParts(candidate, job) : null;
    return parts === null ? null : { percentage: percentageOfParts(parts), reason: reasonOfParts(parts, levels) };
  });
}

/** The reason of each row beside the percentage `shown(row)`: null when its parts do not add up to it. */
export function reasonsOfRows<R extends ReasonColumns>(rows: readonly R[], shown: (row: R) => number | null): (MatchReason | null)[] {
  const explained = explainRows(rows);
  return rows.map((row, i) => {
    const match = explained[i];
    return match && match.percentage === shown(row) ? match.reason : null;
  });
}

/** The parts of match.ts as the contract's reason (levels with their reference names, whole km). */
export function reasonOfParts(parts: MatchParts, levels: Record<string, string>): MatchReason {
  const level = (value: number | null) => (value === null ? null : { level: value, name: levels[String(value)] ?? String(value) });
  const share = ([met, required]: [number, number]) => ({ met, required });
  return {
    job: parts.job,
    experience: { candidate: level(parts.candidateLevel), required: level(parts.requiredLevel) },
    skills: share(parts.skills),
    languages: share(parts.languages),
    mobility: share(parts.mobility),
    // Whole km, half up: a town's distance, never a street's.
    distance: { km: parts.distanceKm === null ? null : Math.floor(parts.distanceKm + 0.5), near: parts.near },
  };
}

/**
 * The criteria of address jobs by the stamp of their list (decision 106): the resume shop's page
 * reads its cards' scope rows and its lists' stamps, and takes the criteria from here while the
 * list's stamp is the same (a change of the job, its address or the reference data makes the worker
 * rewrite the list, hence a new stamp). Reading them at every request doubled the page's database
 * time (decision 126). At most `CACHE_SIZE` entries; the reference level names come with them.
 */
const CACHE_SIZE = 5000;
/** One cache per database (tests open several in one process; ids and stamps repeat between them). */
const caches = new WeakMap<object, { criteria: Map<string, MatchJob>; levels: Record<string, string> }>();

/** Reads the criteria of address jobs `ids` and the level names (the head columns, alone). */
async function readCriteria(db: Db | Tx, ids: number[]): Promise<{ jobs: Map<number, MatchJob>; levels: Record<string, string> }> {
  const [row] = rowsOf<Pick<ReasonColumns, 'match_jobs' | 'match_levels'>>(
    await db.execute(sql`WITH ${reasonJobsCte(sql`SELECT unnest(${toIntArray(ids)})`)} SELECT ${reasonHeadColumns}`),
  );
  const jobs = new Map((json<JobJson[] | null>(row?.match_jobs) ?? []).map((j) => [Number(j[0]), jobOf(j)] as const));
  return { jobs, levels: json<Record<string, string> | null>(row?.match_levels) ?? {} };
}

/** The reasons of the shop page's rows beside the percentage `shown(row)` (null when the parts do not add up to it). */
export async function reasonsOfCachedPage<R extends CachedReasonColumns>(
  db: Db | Tx,
  rows: readonly R[],
  shown: (row: R) => number | null,
): Promise<(MatchReason | null)[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { criteria: new Map(), levels: {} };
    caches.set(db, cache);
  }
  const criteriaCache = cache.criteria;
  const head = rows.find((r) => r.match_scopes !== null && r.match_scopes !== undefined);
  const stamps = head ? (json<Record<string, number | string> | null>(head.match_stamps) ?? {}) : {};
  const scopes = new Map<number, ScopeJson[]>();
  for (const [candidateId, ...scope] of head ? (json<[number, ...ScopeJson][] | null>(head.match_scopes) ?? []) : []) {
    const list = scopes.get(Number(candidateId)) ?? [];
    list.push(scope as ScopeJson);
    scopes.set(Number(candidateId), list);
  }
  const ajOf = (row: R) => (row.match_aj === null || row.match_aj === undefined ? null : Number(row.match_aj));
  const key = (aj: number | null) => (aj === null || stamps[String(aj)] === undefined ? null : `${aj}:${String(stamps[String(aj)])}`);
  const missing = [...new Set(rows.map(ajOf).filter((aj): aj is number => aj !== null && !criteriaCache.has(key(aj) ?? '')))];
  let fetched = new Map<number, MatchJob>();
  if (missing.length > 0) {
    const read = await readCriteria(db, missing);
    fetched = read.jobs;
    cache.levels = read.levels;
    if (criteriaCache.size + missing.length > CACHE_SIZE) criteriaCache.clear();
    for (const [aj, job] of fetched) {
      const k = key(aj);
      if (k !== null) criteriaCache.set(k, job);
    }
  }
  return rows.map((row) => {
    const percentage = shown(row);
    const aj = ajOf(row);
    if (aj === null || percentage === null) return null;
    const job = fetched.get(aj) ?? criteriaCache.get(key(aj) ?? '');
    const candidate = candidateOf(scopes.get(Number(row.id)) ?? []);
    const parts = job && candidate ? matchParts(candidate, job) : null;
    return parts !== null && percentageOfParts(parts) === percentage ? reasonOfParts(parts, cache.levels) : null;
  });
}
