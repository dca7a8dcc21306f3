import { sql, type SQL } from 'drizzle-orm';
import { MATCH_LIST_CAP, NEW_CANDIDATE_DAYS } from '@app/contracts/constants';
import { shopUserSql } from '../../access/roles.sql.ts';
import { EARTH_RADIUS_KM, MATCH_DISTANCE_KM, MATCH_POINTS } from './match.ts';

/**
 * The SQL twin of `matchPercentage` (match.ts): one set-based INSERT ... SELECT computes the
 * percentage of every candidate in scope of the given address jobs. Every constant comes from
 * match.ts; match.sql.test.ts checks on random data that both give the same integers.
 */

const n = (value: number) => sql.raw(String(value));

/**
 * Whose address jobs get match lists: recruiters who may open the resume shop (docs/decisions/040),
 * the `shopUser` rule's SQL twin on the recruiter `r` (access/roles.sql.ts, decision 146).
 */
export const SHOP_RECRUITER = shopUserSql('r');

/** Haversine distance <= 30 km, with the multiplications written as match.ts writes them. */
const withinDistance = (candLat: SQL, candLon: SQL, jobLat: SQL, jobLon: SQL) => sql`(
  ${candLat} IS NOT NULL AND ${candLon} IS NOT NULL AND ${jobLat} IS NOT NULL AND ${jobLon} IS NOT NULL AND
  (SELECT 2 * ${n(EARTH_RADIUS_KM)} * asin(sqrt(least(1::float8, h.s1 * h.s1 + cos(radians(${candLat})) * cos(radians(${jobLat})) * h.s2 * h.s2)))
     FROM (SELECT sin(radians(${jobLat} - ${candLat}) / 2) AS s1, sin(radians(${jobLon} - ${candLon}) / 2) AS s2) h) <= ${n(MATCH_DISTANCE_KM)}
)`;

const intersectCount = (held: SQL, required: SQL) => sql`(SELECT count(*) FROM unnest(${held}) x WHERE x = ANY(${required}))::int`;

export interface ScoreScope {
  /** Restrict to these address jobs (else every shop address job matching `candidateIds`). */
  addressJobIds?: number[];
  /** Restrict to these candidates (and to the address jobs whose scope can hold them). */
  candidateIds?: number[];
  /**
   * Whole lists (address jobs only): also write each list's size into match_list_stats from the
   * inserted rows, in the same statement (no second pass over the table).
   */
  withStats?: boolean;
}

/**
 * CTE `aj`: the address jobs of `from` (rows `aj` of address_jobs joined to their address `a`) with
 * the criteria they are scored on: the address's point, the lowest level the job accepts, the
 * required ids. The refresh reads them here, and so does the reason shown beside a percentage
 * (`match-reason.ts`), so that both score the same inputs.
 */
export const addressJobsCte = (from: SQL): SQL => sql`aj AS (
  SELECT aj.id, aj.job_id, a.recruiter_id,
    coalesce(a.latitude, (a.content ->> 'latitude')::float8) AS lat,
    coalesce(a.longitude, (a.content ->> 'longitude')::float8) AS lon,
    (SELECT min(e.level) FROM address_job_experiences x JOIN experiences e ON e.id = x.experience_id WHERE x.address_job_id = aj.id) AS req_level,
    array(SELECT skill_id FROM address_job_skills WHERE address_job_id = aj.id) AS req_skills,
    array(SELECT language_id FROM address_job_languages WHERE address_job_id = aj.id) AS req_languages,
    array(SELECT licence_id FROM address_job_licences WHERE address_job_id = aj.id) AS req_licences,
    array(SELECT locomotion_id FROM address_job_locomotions WHERE address_job_id = aj.id) AS req_locomotions,
    array(SELECT caces_id FROM address_job_caces WHERE address_job_id = aj.id) AS req_caces
  FROM ${from}
)`;

/** Where a signed-up date makes a candidate new (the shop's "new" filter and badge). */
const newSinceSql = sql.raw(`now() - interval '${NEW_CANDIDATE_DAYS} days'`);

/**
 * The scoring CTEs (`aj` ... `best`) of the address jobs `ajFilter` keeps (a condition on `aj`) and
 * the candidates `candidateFilter` keeps (a condition on `ms`): one row per list and candidate in
 * `best` (aj_id, candidate_id, percentage as a fraction, with_disability, signed_up_at). The only
 * scoring rule in SQL: the refreshes insert from it, and the reads that need a candidate a list no
 * longer keeps (decision 166) select from it.
 */
function scoringCtes(ajFilter: SQL, candidateFilter: SQL): SQL {
  const p = MATCH_POINTS;
  return sql`${addressJobsCte(sql`address_jobs aj JOIN addresses a ON a.id = aj.address_id JOIN recruiters r ON r.id = a.recruiter_id
  WHERE ${SHOP_RECRUITER} AND ${ajFilter}`)},
scope_jobs AS (
  SELECT aj.id AS aj_id, aj.job_id, ${n(p.sameJob)} AS pts FROM aj
  UNION ALL
  SELECT aj.id, sj.similar_job_id, ${n(p.similarJob)} FROM aj JOIN similar_jobs sj ON sj.job_id = aj.job_id WHERE sj.similar_job_id <> aj.job_id
),
rows_ AS (
  SELECT sc.aj_id, ms.candidate_id, ms.signed_up_at, ms.with_disability,
    sc.pts + CASE
      WHEN aj.req_level IS NULL THEN ${n(p.experienceMet)}
      WHEN ms.experience_level IS NULL THEN 0
      WHEN ms.experience_level >= aj.req_level THEN ${n(p.experienceMet)}
      WHEN ms.experience_level = aj.req_level - 1 THEN ${n(p.experienceOneBelow)}
      ELSE 0 END
    + CASE WHEN ${withinDistance(sql`ms.latitude`, sql`ms.longitude`, sql`aj.lat`, sql`aj.lon`)} THEN ${n(p.distance)} ELSE 0 END AS base,
    -- The points that can be earned: an unknown distance is neither earned nor counted against (decision 143).
    CASE WHEN ms.latitude IS NOT NULL AND ms.longitude IS NOT NULL AND aj.lat IS NOT NULL AND aj.lon IS NOT NULL THEN 100
      ELSE ${n(100 - p.distance)} END AS mx,
    greatest(cardinality(aj.req_skills), 1) AS ns,
    CASE WHEN cardinality(aj.req_skills) = 0 THEN 1 ELSE ${intersectCount(sql`ms.skill_ids`, sql`aj.req_skills`)} END AS ms,
    greatest(cardinality(aj.req_languages), 1) AS nl,
    CASE WHEN cardinality(aj.req_languages) = 0 THEN 1 ELSE ${intersectCount(sql`ms.language_ids`, sql`aj.req_languages`)} END AS ml,
    greatest(cardinality(aj.req_licences) + cardinality(aj.req_locomotions) + cardinality(aj.req_caces), 1) AS nv,
    CASE WHEN cardinality(aj.req_licences) + cardinality(aj.req_locomotions) + cardinality(aj.req_caces) = 0 THEN 1
      ELSE ${intersectCount(sql`ms.licence_ids`, sql`aj.req_licences`)} + ${intersectCount(sql`ms.locomotion_ids`, sql`aj.req_locomotions`)}
        + ${intersectCount(sql`ms.caces_ids`, sql`aj.req_caces`)} END AS mv
  FROM scope_jobs sc
  JOIN aj ON aj.id = sc.aj_id
  JOIN match_scope ms ON ms.job_id = sc.job_id AND ${candidateFilter}
),
fractions AS (
  SELECT aj_id, candidate_id, signed_up_at, with_disability, mx, ns * nl * nv AS d,
    base * ns * nl * nv + ${n(p.skills)} * ms * nl * nv + ${n(p.languages)} * ml * ns * nv + ${n(p.mobility)} * mv * ns * nl AS num
  FROM rows_
),
-- One row per searched job in scope: only the job and experience points differ between them, so
-- the best row is the candidate's percentage (rounding is monotonic).
best AS (
  SELECT aj_id, candidate_id, max((200 * num + mx * d) / (2 * mx * d)) AS percentage, bool_or(with_disability) AS with_disability, max(signed_up_at) AS signed_up_at
  FROM fractions GROUP BY aj_id, candidate_id
)`;
}

/**
 * The percentages of the lists `addressJobIds` (an int[] expression) for the candidates
 * `candidateFilter` keeps (a condition on `ms.candidate_id`), computed now from the scoring CTEs: a
 * SELECT of (aj_id, candidate_id, percentage smallint, with_disability, signed_up_at). For the few
 * candidates a read needs that a capped list does not keep (decision 166).
 */
export function scoredMatchesSql(addressJobIds: SQL, candidateFilter: SQL): SQL {
  return sql`(WITH ${scoringCtes(sql`aj.id = ANY(${addressJobIds})`, candidateFilter)}
  SELECT aj_id, candidate_id, percentage::smallint AS percentage, with_disability, signed_up_at FROM best)`;
}

/**
 * The one rule of which rows a match list keeps (issue 32, item 2; decision 166), on rows ranked in
 * page order (percentage, then candidate id) within their list: the union of the first
 * `MATCH_LIST_CAP` of each group a filter can ask for (all, disabled workers, not new, not new and
 * disabled) and every new candidate (the "new" filter only loses members with time; a "not new"
 * group only gains members with time, all of them kept, so its best ones stay kept). Written as
 * the same set with two ranks: the first of "all" are new or among the first of "not new" (a row's
 * rank among the not new is at most its rank among all), and the first of "disabled" are new or
 * among the first of "not new and disabled". `r_old`, `r_old_dis`: a not-new row's rank among the
 * not new, and among the not new and disabled (running counts, `rankedSql`).
 */
const keptRowSql = (cap: number) => sql`(is_new OR r_old <= ${n(cap)} OR (with_disability AND r_old_dis <= ${n(cap)}))`;

/** Rows of `from` (aj_id, candidate_id, percentage, with_disability, signed_up_at) with their group ranks and `keep`. */
const rankedSql = (from: SQL) => sql`SELECT *, ${keptRowSql(MATCH_LIST_CAP)} AS keep FROM (
  SELECT x.*, (x.signed_up_at >= ${newSinceSql}) AS is_new,
    count(*) FILTER (WHERE x.signed_up_at < ${newSinceSql}) OVER w AS r_old,
    count(*) FILTER (WHERE x.with_disability AND x.signed_up_at < ${newSinceSql}) OVER w AS r_old_dis
  FROM ${from} x
  WINDOW w AS (PARTITION BY x.aj_id ORDER BY x.percentage DESC, x.candidate_id ROWS UNBOUNDED PRECEDING)) ranked`;

/**
 * Whether a candidate's new row `b` (aj_id, candidate_id, percentage, with_disability,
 * signed_up_at) enters its list when only that candidate is refreshed: always when the list keeps
 * everyone (`st.dropped` = 0), else as `keptRowSql` keeps rows: when it is new, or has fewer than
 * `MATCH_LIST_CAP` kept not-new rows ahead of it (of the not-new and disabled ones, for a disabled
 * worker).
 */
function entersListSql(): SQL {
  const cap = n(MATCH_LIST_CAP);
  const ahead = (group: SQL) => sql`(SELECT count(*) FROM (SELECT 1 FROM candidate_matches k WHERE k.address_job_id = b.aj_id
      AND (k.percentage > b.percentage::smallint OR (k.percentage = b.percentage::smallint AND k.candidate_id < b.candidate_id))
      AND k.signed_up_at < ${newSinceSql} ${group} LIMIT ${cap}) x) < ${cap}`;
  return sql`(coalesce(st.dropped, 0) = 0 OR b.signed_up_at >= ${newSinceSql} OR ${ahead(sql``)}
    OR (b.with_disability AND ${ahead(sql`AND k.with_disability`)}))`;
}

/**
 * INSERT ... SELECT of candidate_matches rows for the scope. Rows must have been deleted first
 * (the callers run it in the refresh transaction). A whole list keeps its rows by `keptRowSql` and
 * counts the others in match_list_stats (`dropped`); a candidate's refresh adds their row where it
 * enters the list (`entersListSql`).
 */
export function insertMatchesSql(scope: ScoreScope): SQL {
  const ajFilter: SQL[] = [sql`true`];
  if (scope.addressJobIds) ajFilter.push(sql`aj.id = ANY(${toIntArray(scope.addressJobIds)})`);
  if (scope.candidateIds) ajFilter.push(sql`aj.id IN (${listsHoldingSql(scope.candidateIds)})`);
  const candidateFilter = scope.candidateIds ? sql`ms.candidate_id = ANY(${toIntArray(scope.candidateIds)})` : sql`true`;
  return sql`
WITH ${scoringCtes(sql.join(ajFilter, sql` AND `), candidateFilter)}
${
  scope.withStats
    ? sql`, ranked AS (${rankedSql(sql`(SELECT aj_id, candidate_id, percentage::smallint AS percentage, with_disability, signed_up_at FROM best)`)}),
inserted AS (
  INSERT INTO candidate_matches (address_job_id, candidate_id, percentage, signed_up_at, with_disability)
  SELECT aj_id, candidate_id, percentage, signed_up_at, with_disability FROM ranked WHERE keep),
counts AS (
  SELECT aj_id, count(*)::int AS total, (count(*) FILTER (WHERE with_disability))::int AS disabled,
    (count(*) FILTER (WHERE NOT keep))::int AS dropped, (count(*) FILTER (WHERE NOT keep AND with_disability))::int AS dropped_disabled
  FROM ranked GROUP BY aj_id)
INSERT INTO match_list_stats (address_job_id, recruiter_id, total, with_disability, dropped, dropped_with_disability, refreshed_at)
SELECT aj.id, aj.recruiter_id, coalesce(c.total, 0), coalesce(c.disabled, 0), coalesce(c.dropped, 0), coalesce(c.dropped_disabled, 0), now()
FROM aj LEFT JOIN counts c ON c.aj_id = aj.id
ON CONFLICT (address_job_id) DO UPDATE SET recruiter_id = excluded.recruiter_id, total = excluded.total, with_disability = excluded.with_disability,
  dropped = excluded.dropped, dropped_with_disability = excluded.dropped_with_disability, refreshed_at = excluded.refreshed_at`
    : sql`
INSERT INTO candidate_matches (address_job_id, candidate_id, percentage, signed_up_at, with_disability)
SELECT b.aj_id, b.candidate_id, b.percentage::smallint, b.signed_up_at, b.with_disability FROM best b
LEFT JOIN match_list_stats st ON st.address_job_id = b.aj_id
WHERE ${entersListSql()}`
}`;
}

/**
 * Only candidates who proved their e-mail enter the match tables (decision 119): the resume shop
 * lists and sells nothing else, and its list queries need no filter of their own (the rows are not
 * there). Proving the e-mail asks for the candidate's refresh (trigger of migration 0028).
 */
const PROVEN = sql.raw('c.email_verified_at IS NOT NULL');

/**
 * Writes the match_scope rows (one per searched job) of the given candidates, or of all, from the
 * candidate tables. Rows must have been deleted first. A job searched twice keeps its best level.
 */
export function insertScopeSql(candidateIds: number[] | 'all'): SQL {
  const columns = sql`INSERT INTO match_scope (job_id, candidate_id, experience_level, skill_ids, language_ids, licence_ids, locomotion_ids, caces_ids,
    latitude, longitude, signed_up_at, with_disability)`;
  if (candidateIds === 'all') {
    // Whole tables: grouped scans beat a million correlated look-ups; rows in job order, so that
    // each job's candidates sit side by side.
    return sql`${columns}
SELECT DISTINCT ON (s.job_id, c.id) s.job_id, c.id, e.level, coalesce(sk.ids, '{}'), coalesce(la.ids, '{}'), coalesce(li.ids, '{}'),
  coalesce(lo.ids, '{}'), coalesce(ca.ids, '{}'), c.latitude, c.longitude, c.signed_up_at, c.with_disability
FROM candidate_searched_jobs s
JOIN candidates c ON c.id = s.candidate_id
LEFT JOIN experiences e ON e.id = s.experience_id
LEFT JOIN (SELECT candidate_id, array_agg(skill_id) ids FROM candidate_skills GROUP BY 1) sk ON sk.candidate_id = c.id
LEFT JOIN (SELECT candidate_id, array_agg(language_id) ids FROM candidate_languages GROUP BY 1) la ON la.candidate_id = c.id
LEFT JOIN (SELECT candidate_id, array_agg(licence_id) ids FROM candidate_licences GROUP BY 1) li ON li.candidate_id = c.id
LEFT JOIN (SELECT candidate_id, array_agg(locomotion_id) ids FROM candidate_locomotions GROUP BY 1) lo ON lo.candidate_id = c.id
LEFT JOIN (SELECT candidate_id, array_agg(caces_id) ids FROM candidate_caces GROUP BY 1) ca ON ca.candidate_id = c.id
WHERE ${PROVEN}
ORDER BY s.job_id, c.id, e.level DESC NULLS LAST`;
  }
  return sql`${columns}
SELECT DISTINCT ON (s.job_id, c.id) s.job_id, c.id, e.level,
  array(SELECT skill_id FROM candidate_skills WHERE candidate_id = c.id),
  array(SELECT language_id FROM candidate_languages WHERE candidate_id = c.id),
  array(SELECT licence_id FROM candidate_licences WHERE candidate_id = c.id),
  array(SELECT locomotion_id FROM candidate_locomotions WHERE candidate_id = c.id),
  array(SELECT caces_id FROM candidate_caces WHERE candidate_id = c.id),
  c.latitude, c.longitude, c.signed_up_at, c.with_disability
FROM candidate_searched_jobs s
JOIN candidates c ON c.id = s.candidate_id
LEFT JOIN experiences e ON e.id = s.experience_id
WHERE c.id = ANY(${toIntArray(candidateIds)}) AND ${PROVEN}
ORDER BY s.job_id, c.id, e.level DESC NULLS LAST`;
}

/** Address jobs whose list can hold one of these candidates (by their match_scope rows). */
export function listsHoldingSql(candidateIds: number[]): SQL {
  const ids = toIntArray(candidateIds);
  return sql`SELECT aj.id FROM address_jobs aj
    WHERE aj.job_id IN (SELECT s.job_id FROM match_scope s WHERE s.candidate_id = ANY(${ids}))
       OR aj.job_id IN (SELECT sj.job_id FROM similar_jobs sj JOIN match_scope s ON s.job_id = sj.similar_job_id WHERE s.candidate_id = ANY(${ids}))`;
}

/**
 * The lists the given candidates are members of, by their match_scope rows: (aj_id, candidate_id,
 * with_disability), one row per list and candidate (the pairs `insertMatchesSql` scores).
 */
export function listMembersSql(candidateIds: number[]): SQL {
  const ids = toIntArray(candidateIds);
  return sql`SELECT aj.id AS aj_id, s.candidate_id, bool_or(s.with_disability) AS with_disability FROM match_scope s
    JOIN address_jobs aj ON aj.job_id = s.job_id WHERE s.candidate_id = ANY(${ids}) GROUP BY 1, 2
    UNION
    SELECT aj.id, s.candidate_id, bool_or(s.with_disability) FROM match_scope s JOIN similar_jobs sj ON sj.similar_job_id = s.job_id AND sj.job_id <> s.job_id
    JOIN address_jobs aj ON aj.job_id = sj.job_id WHERE s.candidate_id = ANY(${ids}) GROUP BY 1, 2`;
}

/**
 * Recounts the list sizes of the given address jobs (shop address jobs get a row even when empty):
 * the rows kept plus the members a capped list does not keep (`dropped`, decision 166).
 */
export function upsertStatsSql(addressJobIds: number[]): SQL {
  const ids = toIntArray(addressJobIds);
  return sql`
INSERT INTO match_list_stats (address_job_id, recruiter_id, total, with_disability, refreshed_at)
SELECT aj.id, a.recruiter_id,
  (SELECT count(*) FROM candidate_matches m WHERE m.address_job_id = aj.id)::int + coalesce(st.dropped, 0),
  (SELECT count(*) FROM candidate_matches m WHERE m.address_job_id = aj.id AND m.with_disability)::int + coalesce(st.dropped_with_disability, 0),
  now()
FROM address_jobs aj JOIN addresses a ON a.id = aj.address_id JOIN recruiters r ON r.id = a.recruiter_id
LEFT JOIN match_list_stats st ON st.address_job_id = aj.id
WHERE aj.id = ANY(${ids}) AND ${SHOP_RECRUITER}
ON CONFLICT (address_job_id) DO UPDATE SET recruiter_id = excluded.recruiter_id, total = excluded.total, with_disability = excluded.with_disability,
  refreshed_at = excluded.refreshed_at`;
}

/** A PostgreSQL integer[] literal, the value of an `::int[]` parameter (node-postgres and PGlite alike). */
export const intArrayLiteral = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** A PostgreSQL integer[] literal parameter (works on node-postgres and PGlite alike). */
export const toIntArray = (ids: readonly number[]): SQL => sql`${intArrayLiteral(ids)}::int[]`;
