import { is, Placeholder, SQL, sql } from 'drizzle-orm';
import { hotRows } from '../../../db/hot-reads.ts';
import { NEW_CANDIDATE_DAYS } from '@app/contracts/constants';
import { answerStampSql } from '../../../db/answer-stamps.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { MatchReason } from '@app/contracts/candidates';
import {
  cachedReasonPageColumns,
  intArrayLiteral,
  reasonHeadColumns,
  reasonJobsCte,
  reasonRowColumns,
  reasonsOfCachedPage,
  reasonsOfRows,
  scoredMatchesSql,
  toIntArray,
  type CachedReasonColumns,
  type ReasonColumns,
} from '../../matching/index.ts';
import { PRODUCT_TIME_ZONE, parisTodaySql } from '../../../lib/time-zone.ts';
import { runningSql } from '../../subscriptions/index.ts';
import { rowsOf } from '../../../lib/sql.ts';
import type { CallerRow } from '../../../plugins/auth.ts';

/**
 * Candidate reads shared by the candidate lists, favourites, purchases, applications and the
 * basket. Rows come back as plain objects; services map them to the contracts' answers.
 */

export interface Viewer {
  recruiterId: number;
  premium: boolean;
  headhunterPremium: boolean;
}

const newSince = sql.raw(`now() - interval '${NEW_CANDIDATE_DAYS} days'`);

/**
 * The one rule of what an application proves (decision 119, second round): an application links
 * its recruiter to the candidate (contact details, documents, the proven identity, "applied to
 * you") only once the owner of the e-mail confirmed THAT application from the mailed link. Until
 * then anyone may have typed that e-mail: the recruiter sees the details typed with the application
 * (`applicationContactSql`), nothing of the candidate's. Every query that derives a right from
 * "this candidate applied to me" reads it through this fragment.
 */
export const confirmedApplicationSql = (alias: string): SQL => sql`(${sql.raw(alias)}.email_confirmed_at IS NOT NULL)`;

/**
 * The one rule of who is listed to a recruiter (decision 142): a candidate who erased their data
 * (decision 093) keeps their row for the statistics (applications, purchases with their amounts),
 * but is no longer a person to show: every list a recruiter reads (applications, bought resumes)
 * leaves them out through this fragment, on the candidates row `alias`.
 */
export const listedCandidateSql = (alias: string): SQL => sql`(${sql.raw(alias)}.anonymized_at IS NULL)`;

/**
 * Whether the viewer's address `ad` opens contact details (product decisions): the viewer is
 * premium or the address's subscription runs (`subscription-status.ts`, decision 070).
 */
const addressOpensContactSql = (viewer: Viewer, addressAlias: string): SQL =>
  sql`(${viewer.premium}::boolean OR EXISTS (SELECT 1 FROM subscriptions right_su WHERE right_su.address_id = ${sql.raw(addressAlias)}.id AND ${runningSql('right_su')}))`;

/**
 * Whether the viewer may see the contact details of candidate `c` (product decisions, "Who may
 * see a candidate's contact details"): premium head-hunter; or bought the resume; or the candidate
 * applied to one of the viewer's addresses, that application is confirmed
 * (`confirmedApplicationSql`), and that address has an active subscription or the viewer is premium.
 * Its own aliases are prefixed `right_` so that `candidateId` may name an outer `ap` or `c`.
 */
export function contactAccessSql(viewer: Viewer, candidateId: SQL): SQL {
  return sql`(${viewer.headhunterPremium}::boolean
    OR EXISTS (SELECT 1 FROM purchases pu WHERE pu.recruiter_id = ${viewer.recruiterId} AND pu.candidate_id = ${candidateId})
    OR EXISTS (SELECT 1 FROM applications right_ap JOIN addresses right_ad ON right_ad.id = right_ap.address_id
      WHERE right_ap.candidate_id = ${candidateId} AND right_ad.recruiter_id = ${viewer.recruiterId} AND ${confirmedApplicationSql('right_ap')}
        AND ${addressOpensContactSql(viewer, 'right_ad')}))`;
}

/**
 * Whether the recruiter of application `ap` (at address `a`) may see the details typed with it
 * (names, e-mail, phone): the candidate's contact access, or the application's address opens
 * contact details. Only what was typed with that application: confirmed or not, it proves nothing
 * of the candidate's own details (`contactAccessSql` decides those).
 */
export function applicationContactSql(viewer: Viewer, applicationAlias: string, addressAlias: string): SQL {
  return sql`(${contactAccessSql(viewer, sql`${sql.raw(applicationAlias)}.candidate_id`)} OR ${addressOpensContactSql(viewer, addressAlias)})`;
}

export interface CardRow {
  id: number;
  uuid: string;
  first_name: string;
  avatar: string | null;
  tag: 'rare' | null;
  is_new: boolean;
  favorite: boolean;
  purchased_date: string | null;
  applied: string[] | string;
  sj_job_id: number | null;
  sj_job_uuid: string | null;
  sj_job_name: string | null;
  sj_exp_id: number | null;
  sj_exp_name: string | null;
}

/** Card columns of candidate `c` for the viewer (with `searchedJobLateral` joined as `sj`). */
export function cardColumns(recruiterId: number | Placeholder | SQL): SQL {
  return sql`c.id, c.uuid::text AS uuid, c.first_name, c.avatar, c.tag,
    (c.signed_up_at >= ${newSince}) AS is_new,
    EXISTS (SELECT 1 FROM favorite_candidates f WHERE f.recruiter_id = ${recruiterId} AND f.candidate_id = c.id) AS favorite,
    (SELECT to_char(pu.purchased_at AT TIME ZONE ${PRODUCT_TIME_ZONE}, 'YYYY-MM-DD') FROM purchases pu WHERE pu.recruiter_id = ${recruiterId} AND pu.candidate_id = c.id) AS purchased_date,
    array(SELECT DISTINCT ad.uuid::text FROM applications ap JOIN addresses ad ON ad.id = ap.address_id WHERE ap.candidate_id = c.id AND ad.recruiter_id = ${recruiterId} AND ${confirmedApplicationSql('ap')}) AS applied,
    sj.job_id AS sj_job_id, sj.job_uuid AS sj_job_uuid, sj.job_name AS sj_job_name, sj.exp_id AS sj_exp_id, sj.exp_name AS sj_exp_name`;
}

/**
 * The searched job shown on a card: the first of the candidate's searched jobs among
 * `preferredJobIds` (the filtered jobs), else their first one. The job and the experience's name are
 * read for that one row only (decision 104), not joined to each searched job before the sort (the
 * experience's id is the row's own: a foreign key).
 */
export function searchedJobLateral(preferredJobIds: number[] | Placeholder | SQL): SQL {
  const preferred = is(preferredJobIds, Placeholder)
    ? sql`${preferredJobIds}::int[]`
    : is(preferredJobIds, SQL)
      ? preferredJobIds
      : toIntArray(preferredJobIds as number[]);
  return sql`LEFT JOIN LATERAL (
    SELECT s.job_id, j.uuid::text AS job_uuid, j.name AS job_name, s.experience_id AS exp_id,
      (SELECT e.name FROM experiences e WHERE e.id = s.experience_id) AS exp_name
    FROM (SELECT s.job_id, s.experience_id FROM candidate_searched_jobs s WHERE s.candidate_id = c.id
      ORDER BY (s.job_id = ANY(${preferred})) DESC, s.position, s.id LIMIT 1) s
    JOIN jobs j ON j.id = s.job_id) sj ON true`;
}

/**
 * The stamps of a resume shop page (decision 106) as one text: the caller's own and the reference
 * tables' (`answerStampSql`), each of the caller's lists (its match_list_stats row: every write of
 * a list's matches writes it) and each candidate shown (`cardIds`). The page's statement reads it
 * with its rows; `findShopStamp` reads it alone for a kept page.
 */
function shopStampSql(recruiterId: SQL, cardIds: SQL): SQL {
  // The lists by their owner (match_list_stats.recruiter_id, one index range) rather than through
  // the caller's addresses and address jobs: half the cost of the check. Every write of a stats row
  // sets its owner, and migration 0024's triggers move it with the address or the address job.
  return sql`(${answerStampSql(recruiterId)}
    || '|' || coalesce((SELECT string_agg(st.address_job_id || '=' || st.stamp, ',' ORDER BY st.address_job_id)
      FROM match_list_stats st WHERE st.recruiter_id = ${recruiterId}), '')
    || '|' || coalesce((SELECT string_agg(c.id || '=' || c.answer_stamp, ',' ORDER BY c.id) FROM candidates c WHERE c.id = ANY(${cardIds})), ''))`;
}

/** The caller's account state and the stamps of a kept shop page showing `cardIds` (decision 106). */
export async function findShopStamp(
  db: Db,
  userId: number,
  cardIds: readonly number[],
): Promise<{ isActive: boolean; tokenVersion: number; stamp: string } | undefined> {
  const [row] = await hotRows<{ is_active: boolean; token_version: number; stamp: string }>(
    db,
    'shop-stamp',
    () => sql`SELECT u.is_active, u.token_version, ${shopStampSql(sql`r.id`, sql`${sql.placeholder('cardIds')}::int[]`)} AS stamp
      FROM users u JOIN recruiters r ON r.user_id = u.id WHERE u.id = ${sql.placeholder('userId')}`,
    { userId, cardIds: intArrayLiteral(cardIds) },
  );
  return row && { isActive: row.is_active, tokenVersion: row.token_version, stamp: row.stamp };
}

// ---------------------------------------------------------------------------------------------
// Match lists

export interface ListFilters {
  disability: boolean;
  /** true: signed up less than 7 days ago; false: the others; null: both. */
  isNew: boolean | null;
  offset: number;
  limit: number;
}

/** A card's row: its percentage and why (`withReasons`: null when not explained). */
export type MatchCardRow = CardRow & {
  percentage: number;
  reason?: MatchReason | null;
  match_stamp?: number | string | null;
} & Partial<ReasonColumns>;

/**
 * The address job a card's percentage is explained against (issue 29, item 7; decision 126): the
 * first of `listIds` (the lists the page read) whose stored row for the card's candidate has the
 * card's percentage (the best over them). `row` names the page row (`candidate_id`, `percentage`).
 */
const reasonListSql = (row: string, listIds: SQL) => sql`(SELECT m.address_job_id FROM candidate_matches m
  WHERE m.address_job_id = ANY(${listIds}) AND m.candidate_id = ${sql.raw(row)}.candidate_id AND m.percentage = ${sql.raw(row)}.percentage
  ORDER BY m.address_job_id LIMIT 1)`;

/** The shop page's rows with their reasons (`reasonsOfCachedPage`: its lists' criteria cached by their stamps). */
async function withCachedReasons<R extends MatchCardRow>(db: Db, rows: R[]): Promise<R[]> {
  const reasons = await reasonsOfCachedPage(db, rows as (R & CachedReasonColumns)[], (r) => Number(r.percentage));
  return rows.map((r, i) => ({ ...r, reason: reasons[i] ?? null }));
}

/** The rows with their reasons (`reasonsOfRows` of the reason columns the statement read). */
function withReasons<R extends MatchCardRow>(rows: R[]): R[] {
  const reasons = reasonsOfRows(rows as (R & ReasonColumns)[], (r) => Number(r.percentage));
  return rows.map((r, i) => ({ ...r, reason: reasons[i] ?? null }));
}

const newFilter = (isNew: boolean | null, column: SQL) =>
  isNew === null ? sql`` : isNew ? sql`AND ${column} >= ${newSince}` : sql`AND ${column} < ${newSince}`;

/**
 * The resume shop's page in one statement (issue 15, item 5): the caller's lists (their address
 * jobs, narrowed to a job filter), then the page of the one list straight from its rank index, or
 * the best percentage over several lists, chosen inside PostgreSQL: one database round trip per
 * call, and the similar jobs' ids never travel to the API and back. The branch not taken is
 * skipped by a one-time filter. This is the shop list's only implementation (issue 30, item 4):
 * when a list was never computed (`missingIds`), nothing is read; the caller computes those lists
 * and runs the same statement again.
 */
export interface ShopPage {
  /**
   * The caller's account, read by the same statement (decision 101): null when the token's user
   * is unknown or has no recruiter; the caller refuses it, and an inactive one, with
   * `callerOrRefuse` before looking at the rest.
   */
  caller: CallerRow | null;
  /** How many of the caller's lists the filter keeps. */
  lists: number;
  /** How many of them were never computed (nothing is read then), and which. */
  missing: number;
  missingIds: number[];
  /** Whether the one-list page was read (then the count comes from the list's sizes). */
  single: boolean;
  listTotal: number | null;
  listWithDisability: number | null;
  /** With the new-candidates filter, on the one-list page: how many new candidates the list holds. */
  newCount: number | null;
  /** On the merged page: how many candidates it holds (of the rows the lists keep). */
  mergedTotal: number;
  /** Whether the job filter covers the whole scope of every list read (else only candidates searching a filtered job count). */
  within: boolean;
  /**
   * Whether a list read does not keep every member of the filter's group (decision 166): its
   * pages past `MATCH_LIST_CAP` are not served, and a count over several lists is not exact.
   */
  capped: boolean;
  /** Whether the page was computed from the scoring of the candidates rather than the kept rows (`scored`). */
  scored: boolean;
  rows: MatchCardRow[];
  /** The page's stamps, read with its rows (decision 106). */
  stamp: string;
  /** When the first "new" badge of the page goes (epoch ms), or Infinity. */
  newUntil: number;
}

/**
 * `scored`: the merged page of a job filter narrower than its lists (`within` false) over lists
 * that do not keep every member (`capped`): the kept rows cannot tell who searches a filtered job
 * past them, so the page is computed from the scoring of the candidates searching a filtered job
 * (`scoredMatchesSql`, the refresh's own SQL), for these lists only (decision 166).
 */
export async function shopPage(
  db: Db,
  userId: number,
  jobFilter: number[] | null,
  filters: ListFilters,
  options: { scored?: boolean } = {},
): Promise<ShopPage> {
  const scored = Boolean(options.scored && jobFilter);
  const key = `shop-page:${filters.disability}:${filters.isNew}:${jobFilter !== null}:${scored}`;
  const rows = await hotRows<
    MatchCardRow & {
      caller_user_id: number;
      caller_user_uuid: string;
      caller_email: string;
      caller_is_active: boolean;
      caller_token_version: number;
      caller_recruiter_id: number;
      caller_recruiter_uuid: string;
      caller_max_addresses: number;
      caller_headhunter: boolean;
      caller_headhunter_premium: boolean;
      caller_affiliate: boolean;
      caller_display_business_unit_page: boolean;
      caller_parent_recruiter_id: number | null;
      lists: number;
      missing: number;
      missing_ids: number[] | string;
      single: boolean;
      within: boolean;
      capped: boolean;
      list_total: number | null;
      list_with_disability: number | null;
      new_count: number | null;
      merged_total: number;
      stamp: string;
      new_until: number | null;
    }
  >(
    db,
    key,
    () => {
      const filter = sql`${sql.placeholder('filter')}::int[]`;
      const disability = filters.disability ? sql`AND m.with_disability` : sql``;
      const isNew = newFilter(filters.isNew, sql`m.signed_up_at`);
      const only = sql`(SELECT ids[1] FROM meta)`;
      const recruiterId = sql`(SELECT recruiter_id FROM me)`;
      const countNew =
        filters.isNew === null
          ? sql`NULL::int`
          : sql`(SELECT count(*)::int FROM candidate_matches m WHERE (SELECT single FROM meta) AND m.address_job_id = ${only} AND m.signed_up_at >= ${newSince} ${disability})`;
      // The caller's account as the auth check reads it (users joined to recruiters, decision 101).
      return sql`WITH me AS MATERIALIZED (
        SELECT u.id AS user_id, u.uuid::text AS user_uuid, u.email, u.is_active, u.token_version, r.id AS recruiter_id,
          r.uuid::text AS recruiter_uuid, r.max_addresses, r.is_headhunter, r.headhunter_premium, r.is_affiliate, r.display_business_unit_page, r.parent_id
        FROM users u JOIN recruiters r ON r.user_id = u.id
        WHERE u.id = ${sql.placeholder('userId')} LIMIT 1),
      sel AS MATERIALIZED (
        SELECT aj.id, st.total, st.with_disability, ${
          // Whether the list lost rows of the filter's group (decision 166): never new ones.
          filters.isNew === true ? sql`false` : filters.disability ? sql`(st.dropped_with_disability > 0)` : sql`(st.dropped > 0)`
        } AS capped,
          ARRAY[aj.job_id] || array(SELECT sj.similar_job_id FROM similar_jobs sj WHERE sj.job_id = aj.job_id) AS scope
        FROM address_jobs aj JOIN addresses a ON a.id = aj.address_id
        LEFT JOIN match_list_stats st ON st.address_job_id = aj.id
        WHERE a.recruiter_id = ${recruiterId} ${jobFilter ? sql`AND aj.job_id = ANY(${filter})` : sql``}),
      scoped AS (SELECT *, ${jobFilter ? sql`(scope <@ ${filter})` : sql`true`} AS within FROM sel),
      meta AS MATERIALIZED (
        SELECT count(*)::int AS lists, (count(*) FILTER (WHERE total IS NULL))::int AS missing,
          coalesce(array_agg(id ORDER BY id) FILTER (WHERE total IS NULL), '{}') AS missing_ids,
          array_agg(id ORDER BY id) AS ids, min(total) AS list_total, min(with_disability) AS list_with_disability,
          coalesce(bool_and(within), true) AS within, coalesce(bool_or(capped), false) AS capped,
          (count(*) = 1 AND count(total) = 1 AND coalesce(bool_and(within), true)) AS single,
          ${jobFilter ? filter : sql`array(SELECT x FROM sel, unnest(sel.scope) x)`} AS preferred
        FROM scoped),
      single_page AS (
        SELECT m.candidate_id, m.percentage, NULL::int AS aj FROM candidate_matches m
        WHERE (SELECT single FROM meta) AND m.address_job_id = ${only} ${disability} ${isNew}
        ORDER BY m.percentage DESC NULLS LAST, m.candidate_id
        LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}),
      best AS (${
        scored
          ? sql`SELECT m.candidate_id, max(m.percentage) AS percentage, (array_agg(m.aj_id ORDER BY m.percentage DESC, m.aj_id))[1] AS aj
        FROM ${scoredMatchesSql(
          sql`(SELECT ids FROM meta)::int[]`,
          sql`ms.candidate_id IN (SELECT f.candidate_id FROM match_scope f WHERE f.job_id = ANY(${filter}))`,
        )} m
        WHERE NOT (SELECT single FROM meta) AND (SELECT missing FROM meta) = 0 ${disability} ${isNew}
        GROUP BY m.candidate_id`
          : sql`SELECT m.candidate_id, max(m.percentage) AS percentage, NULL::int AS aj FROM candidate_matches m
        WHERE NOT (SELECT single FROM meta) AND (SELECT missing FROM meta) = 0 AND m.address_job_id = ANY((SELECT ids FROM meta)::int[])
          ${disability} ${isNew}
          ${jobFilter ? sql`AND ((SELECT within FROM meta) OR EXISTS (SELECT 1 FROM candidate_searched_jobs s WHERE s.candidate_id = m.candidate_id AND s.job_id = ANY(${filter})))` : sql``}
        GROUP BY m.candidate_id`
      }),
      merged_page AS (SELECT candidate_id, percentage, aj FROM best ORDER BY percentage DESC, candidate_id
        LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}),
      page AS (SELECT * FROM single_page UNION ALL SELECT * FROM merged_page)
      SELECT me.user_id AS caller_user_id, me.user_uuid AS caller_user_uuid, me.email AS caller_email,
        me.is_active AS caller_is_active, me.token_version AS caller_token_version, me.recruiter_id AS caller_recruiter_id, me.recruiter_uuid AS caller_recruiter_uuid,
        me.max_addresses AS caller_max_addresses, me.is_headhunter AS caller_headhunter,
        me.headhunter_premium AS caller_headhunter_premium, me.is_affiliate AS caller_affiliate,
        me.display_business_unit_page AS caller_display_business_unit_page, me.parent_id AS caller_parent_recruiter_id,
        meta.lists, meta.missing, meta.missing_ids, meta.single, meta.within, meta.capped, meta.list_total, meta.list_with_disability,
        ${countNew} AS new_count, (SELECT count(*)::int FROM best) AS merged_total,
        ${shopStampSql(recruiterId, sql`array(SELECT candidate_id FROM page)`)} AS stamp,
        (SELECT extract(epoch FROM min(c.signed_up_at) + interval '${sql.raw(String(NEW_CANDIDATE_DAYS))} days')::float8 * 1000
          FROM page JOIN candidates c ON c.id = page.candidate_id WHERE c.signed_up_at >= ${newSince}) AS new_until,
        ${cachedReasonPageColumns(sql`SELECT candidate_id FROM page`, sql`(SELECT ids FROM meta)::int[]`)}, p.*
      FROM me CROSS JOIN meta LEFT JOIN LATERAL (
        SELECT page.percentage, ${cardColumns(recruiterId)},
          -- The list the card's percentage is explained against (decision 126).
          CASE WHEN meta.single THEN meta.ids[1] ELSE coalesce(page.aj, ${reasonListSql('page', sql`meta.ids::int[]`)}) END AS match_aj
        FROM page
        -- One candidate per page row: a generic plan cannot tell the page's size (its LIMIT is a
        -- parameter) and would otherwise hash the whole candidates table, card columns included.
        CROSS JOIN LATERAL (SELECT * FROM candidates c WHERE c.id = page.candidate_id OFFSET 0) c
        ${searchedJobLateral(sql`meta.preferred`)}) p ON true
      ORDER BY p.percentage DESC NULLS LAST, p.id`;
    },
    {
      userId,
      filter: jobFilter ? intArrayLiteral(jobFilter) : null,
      limit: filters.limit,
      offset: filters.offset,
    },
  );
  const head = rows[0];
  const num = (value: number | null) => (value === null ? null : Number(value));
  if (!head)
    return {
      caller: null,
      lists: 0,
      missing: 0,
      missingIds: [],
      single: false,
      listTotal: null,
      listWithDisability: null,
      newCount: null,
      mergedTotal: 0,
      within: true,
      capped: false,
      scored,
      rows: [],
      stamp: '',
      newUntil: 0,
    };
  return {
    caller: {
      userId: head.caller_user_id,
      userUuid: head.caller_user_uuid,
      email: head.caller_email,
      isActive: head.caller_is_active,
      tokenVersion: head.caller_token_version,
      recruiterId: head.caller_recruiter_id,
      recruiterUuid: head.caller_recruiter_uuid,
      maxAddresses: head.caller_max_addresses,
      headhunter: head.caller_headhunter,
      headhunterPremium: head.caller_headhunter_premium,
      affiliate: head.caller_affiliate,
      displayBusinessUnitPage: head.caller_display_business_unit_page,
      parentRecruiterId: head.caller_parent_recruiter_id,
    },
    lists: Number(head.lists),
    missing: Number(head.missing),
    missingIds: parseIntArray(head.missing_ids),
    single: Boolean(head.single),
    listTotal: num(head.list_total),
    listWithDisability: num(head.list_with_disability),
    newCount: num(head.new_count),
    mergedTotal: Number(head.merged_total),
    within: Boolean(head.within),
    capped: Boolean(head.capped),
    scored,
    rows: await withCachedReasons(
      db,
      rows.filter((r) => r.id !== null),
    ),
    stamp: head.stamp,
    newUntil: head.new_until === null ? Number.POSITIVE_INFINITY : Number(head.new_until),
  };
}

/**
 * Cards of the given candidates with the viewer's best percentage over their lists (0 when none),
 * and the list that gives it (the first in id order), which explains it. A favourite or a bought CV
 * may be past what a capped list keeps (decision 166): where a capped list of the viewer holds no
 * row of the candidate, their percentage there is computed now, for these candidates only, from
 * the refresh's scoring SQL (`scoredMatchesSql`); elsewhere the stored rows answer, as before.
 */
export async function cardsWithBestMatch(
  db: Db | Tx,
  viewer: Viewer,
  where: SQL,
  orderAndPage: SQL,
  preferredJobIds: number[],
): Promise<MatchCardRow[]> {
  // The page's cards first, then their reasons over the same rows (one statement; `position` keeps the page's order).
  const rows = rowsOf<MatchCardRow>(
    await db.execute(sql`WITH lists AS MATERIALIZED (
        SELECT aj.id, coalesce(st.dropped, 0) > 0 AS capped FROM address_jobs aj JOIN addresses a ON a.id = aj.address_id
        LEFT JOIN match_list_stats st ON st.address_job_id = aj.id WHERE a.recruiter_id = ${viewer.recruiterId}),
      who AS MATERIALIZED (SELECT c.id FROM candidates c WHERE ${where}),
      list_rows AS (
        SELECT m.candidate_id, m.address_job_id AS aj_id, m.percentage FROM candidate_matches m
        WHERE m.address_job_id IN (SELECT id FROM lists) AND m.candidate_id IN (SELECT id FROM who)
        UNION ALL
        SELECT s.candidate_id, s.aj_id, s.percentage
        FROM ${scoredMatchesSql(sql`array(SELECT id FROM lists WHERE capped)`, sql`ms.candidate_id = ANY(array(SELECT id FROM who))`)} s
        WHERE NOT EXISTS (SELECT 1 FROM candidate_matches k WHERE k.address_job_id = s.aj_id AND k.candidate_id = s.candidate_id)),
      scored AS MATERIALIZED (
        SELECT candidate_id, max(percentage)::int AS percentage, (array_agg(aj_id ORDER BY percentage DESC, aj_id))[1] AS aj
        FROM list_rows GROUP BY candidate_id),
      cards AS MATERIALIZED (
        SELECT coalesce(sc.percentage, 0)::int AS percentage, sc.aj AS best_aj,
        ${cardColumns(viewer.recruiterId)}, c.id AS candidate_id
      FROM candidates c LEFT JOIN scored sc ON sc.candidate_id = c.id ${searchedJobLateral(preferredJobIds)}
      WHERE ${where}
      ${orderAndPage}),
      positioned AS MATERIALIZED (SELECT row_number() OVER () AS position, cards.* FROM cards),
      ${reasonJobsCte(sql`SELECT pg.best_aj FROM positioned pg WHERE pg.percentage > 0`)}
      SELECT positioned.*, ${reasonHeadColumns},
        ${reasonRowColumns(sql`positioned.candidate_id`, sql`CASE WHEN positioned.percentage > 0 THEN positioned.best_aj END`)}
      FROM positioned ORDER BY positioned.position`),
  );
  return withReasons(rows);
}

// ---------------------------------------------------------------------------------------------
// Profile

export interface ProfileRow {
  id: number;
  uuid: string;
  /** Whether the candidate proved the e-mail (decision 119): the names and contact details are theirs. */
  email_verified: boolean;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  avatar: string | null;
  age: number | null;
  tag: 'rare' | null;
  street_address: string | null;
  city_name: string | null;
  postal_code: string | null;
  context: string | null;
  is_new: boolean;
  jobs: unknown;
  degrees: unknown;
  languages: unknown;
  licences: unknown;
  locomotions: unknown;
  caces: unknown;
  skills: unknown;
  previous_jobs: unknown;
  documents: unknown;
}

/** Everything of one candidate (contact details included: the service decides what leaves). */
export async function findProfile(db: Db | Tx, where: SQL): Promise<ProfileRow | null> {
  const [row] = rowsOf<ProfileRow>(
    await db.execute(sql`SELECT c.id, c.uuid::text AS uuid, (c.email_verified_at IS NOT NULL) AS email_verified,
        c.first_name, c.last_name, c.email, c.phone_number, c.avatar, c.tag,
        c.street_address, c.city_name, c.postal_code, c.context,
        CASE WHEN c.birth_date IS NULL THEN NULL ELSE date_part('year', age(${parisTodaySql()}, c.birth_date))::int END AS age,
        (c.signed_up_at >= ${newSince}) AS is_new,
        coalesce((SELECT json_agg(json_build_object('jobId', j.id, 'jobUuid', j.uuid, 'jobName', j.name, 'expId', e.id, 'expName', e.name) ORDER BY s.position, s.id)
          FROM candidate_searched_jobs s JOIN jobs j ON j.id = s.job_id LEFT JOIN experiences e ON e.id = s.experience_id WHERE s.candidate_id = c.id), '[]') AS jobs,
        coalesce((SELECT json_agg(json_build_object('name', d.name, 'school', d.school, 'year', d.year) ORDER BY d.year DESC NULLS LAST, d.id)
          FROM candidate_degrees d WHERE d.candidate_id = c.id), '[]') AS degrees,
        coalesce((SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'level', ll.name) ORDER BY l.position, l.id)
          FROM candidate_languages cl JOIN languages l ON l.id = cl.language_id LEFT JOIN language_levels ll ON ll.id = cl.level_id WHERE cl.candidate_id = c.id), '[]') AS languages,
        coalesce((SELECT json_agg(json_build_object('id', li.id, 'code', li.code, 'name', li.name) ORDER BY li.id)
          FROM candidate_licences x JOIN licences li ON li.id = x.licence_id WHERE x.candidate_id = c.id), '[]') AS licences,
        coalesce((SELECT json_agg(json_build_object('id', lo.id, 'name', lo.name, 'icon', lo.icon) ORDER BY lo.id)
          FROM candidate_locomotions x JOIN locomotions lo ON lo.id = x.locomotion_id WHERE x.candidate_id = c.id), '[]') AS locomotions,
        coalesce((SELECT json_agg(json_build_object('id', ca.id, 'code', ca.code, 'name', ca.name) ORDER BY ca.id)
          FROM candidate_caces x JOIN caces ca ON ca.id = x.caces_id WHERE x.candidate_id = c.id), '[]') AS caces,
        coalesce((SELECT json_agg(json_build_object('id', sk.id, 'name', sk.name, 'groupId', sk.group_id) ORDER BY sk.group_id, sk.name)
          FROM candidate_skills x JOIN skills sk ON sk.id = x.skill_id WHERE x.candidate_id = c.id), '[]') AS skills,
        coalesce((SELECT json_agg(json_build_object('beginningDate', pj.beginning_date, 'endDate', pj.end_date, 'stillInOffice', pj.still_in_office,
            'jobName', pj.job_name, 'company', pj.company, 'description', pj.description) ORDER BY pj.still_in_office DESC, pj.beginning_date DESC)
          FROM candidate_previous_jobs pj WHERE pj.candidate_id = c.id), '[]') AS previous_jobs,
        coalesce((SELECT json_agg(json_build_object('id', doc.id, 'name', doc.name) ORDER BY doc.created_at, doc.id)
          FROM candidate_documents doc WHERE doc.candidate_id = c.id), '[]') AS documents
      FROM candidates c WHERE ${where} LIMIT 1`),
  );
  return row ?? null;
}

export async function hasContactAccess(db: Db | Tx, viewer: Viewer, candidateId: number): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(await db.execute(sql`SELECT ${contactAccessSql(viewer, sql`${candidateId}::int`)} AS ok`));
  return Boolean(row?.ok);
}

/** node-postgres parses int[] into arrays; PGlite may hand back the literal. */
export function parseIntArray(value: number[] | string | null | undefined): number[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}

export function parseTextArray(value: string[] | string | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((s) => s.replace(/^"|"$/g, ''));
}

/** json columns come parsed from both drivers; strings are parsed defensively. */
export function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
