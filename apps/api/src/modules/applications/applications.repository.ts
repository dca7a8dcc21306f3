import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, applications, candidates, jobs } from '../../db/schema/index.ts';
import {
  applicationContactSql,
  confirmedApplicationSql,
  contactAccessSql,
  listedCandidateSql,
  type ApplicationSummaryRow,
  type Viewer,
} from '../resume-shop/index.ts';
import type { ApplicationStatus } from '@app/contracts/candidate-app';
import type { MatchReason } from '@app/contracts/candidates';
import { explainRows, reasonHeadColumns, reasonJobsCte, reasonRowColumns, type ReasonColumns } from '../matching/index.ts';
import { rowsOf } from '../../lib/sql.ts';
import { addressOwnedBy } from '../../access/ownership.ts';
import { parisTodaySql } from '../../lib/time-zone.ts';

/** Applications of the recruiter's addresses (another recruiter's never match: 404). */

export interface ApplicationFilters {
  addressUuid?: string | undefined;
  days?: number | undefined;
  favorite: boolean;
  purchased: boolean;
  jobUuids?: string[] | undefined;
  disability: boolean;
  experienceIds?: number[] | undefined;
  businessUnitIds?: number[] | undefined;
}

/** An application with its address and candidate (contact columns read only with access). */
export interface ApplicationRow extends ApplicationSummaryRow {
  id: number;
  address_uuid: string;
  address_name: string;
  /** The site's town (the one under its QR code): where the application was made (decision 143). */
  address_town: string | null;
  candidate_id: number;
  /** Null until the application is confirmed, as avatar, age, city_name and context (decision 119). */
  candidate_uuid: string | null;
  /** The details typed with the application (decision 119), not the candidate's. */
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  avatar: string | null;
  age: number | null;
  city_name: string | null;
  context: string | null;
  /** The candidate's own contact details, address and documents (`contactAccessSql`), only through a confirmed application. */
  contact_access: boolean;
  /** The details typed with this application (`applicationContactSql`, decision 119). */
  typed_access: boolean;
  status: ApplicationStatus;
  status_message: string | null;
}

/** An application with the candidate's match with the address job applied to, and why (`withMatchReasons`). */
export type ApplicationWithMatch = ApplicationRow & { matchingPercentage: number | null; matchReason: MatchReason | null };

function whereOf(recruiterId: number, f: ApplicationFilters): SQL {
  // An erased candidate's applications stay for the statistics, never in the list (decision 142).
  const parts: SQL[] = [sql`a.recruiter_id = ${recruiterId}`, listedCandidateSql('c')];
  if (f.addressUuid) parts.push(sql`a.uuid::text = ${f.addressUuid}`);
  // "The last N days": today and the N - 1 days before it.
  if (f.days) parts.push(sql`ap.completed_at > ${parisTodaySql()} - ${f.days}::int`);
  if (f.favorite) parts.push(sql`ap.favorite`);
  if (f.purchased)
    parts.push(sql`EXISTS (SELECT 1 FROM purchases pu WHERE pu.recruiter_id = ${recruiterId} AND pu.candidate_id = ap.candidate_id)`);
  const anyOf = (values: (string | number)[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  if (f.jobUuids?.length) parts.push(sql`j.uuid::text IN (${anyOf(f.jobUuids)})`);
  if (f.disability) parts.push(sql`ap.with_disability`);
  if (f.experienceIds?.length) parts.push(sql`ap.experience_id IN (${anyOf(f.experienceIds)})`);
  if (f.businessUnitIds?.length) parts.push(sql`ap.business_unit_id IN (${anyOf(f.businessUnitIds)})`);
  return sql.join(parts, sql` AND `);
}

const FROM = sql`FROM applications ap
  JOIN addresses a ON a.id = ap.address_id
  JOIN candidates c ON c.id = ap.candidate_id
  LEFT JOIN jobs j ON j.id = ap.job_id
  LEFT JOIN experiences e ON e.id = ap.experience_id
  LEFT JOIN business_units bu ON bu.id = ap.business_unit_id`;

/**
 * Until the owner of the e-mail confirms an application (`confirmedApplicationSql`, decision 119,
 * third round), nothing of the candidate row leaves through it: no uuid, avatar, age, town, profile,
 * contact or document, only what was typed with the application; so an application made with a
 * known e-mail reads exactly as one made with an unknown e-mail (no existence oracle). The service
 * loads the profile only for a confirmed row (`candidate_uuid` not null).
 */
const confirmed = confirmedApplicationSql('ap');

const columns = (viewer: Viewer) => sql`ap.id, ap.uuid::text AS uuid, to_char(ap.completed_at, 'YYYY-MM-DD') AS completed_at, ap.favorite,
  ap.status, ap.status_message,
  j.id AS job_id, j.uuid::text AS job_uuid, j.name AS job_name, e.id AS exp_id, e.name AS exp_name, bu.id AS bu_id, bu.name AS bu_name,
  a.uuid::text AS address_uuid, a.name AS address_name, a.qrcode_town AS address_town,
  c.id AS candidate_id, ap.address_job_id, ap.first_name, ap.last_name, ap.email, ap.phone_number, ${confirmed} AS email_confirmed,
  CASE WHEN ${confirmed} THEN c.uuid::text END AS candidate_uuid,
  CASE WHEN ${confirmed} THEN c.avatar END AS avatar,
  CASE WHEN ${confirmed} THEN c.city_name END AS city_name,
  CASE WHEN ${confirmed} THEN c.context END AS context,
  CASE WHEN ${confirmed} AND c.birth_date IS NOT NULL THEN date_part('year', age(${parisTodaySql()}, c.birth_date))::int END AS age,
  (${confirmed} AND ${contactAccessSql(viewer, sql`c.id`)}) AS contact_access,
  ${applicationContactSql(viewer, 'ap', 'a')} AS typed_access`;

export async function countApplications(db: Db, recruiterId: number, filters: ApplicationFilters): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n ${FROM} WHERE ${whereOf(recruiterId, filters)}`));
  return Number(row?.n ?? 0);
}

/** Newest completion first (the page groups them by completion date). */
export async function listApplications(
  db: Db,
  viewer: Viewer,
  filters: ApplicationFilters,
  limit: number,
  offset: number,
): Promise<ApplicationWithMatch[]> {
  return withMatches(
    rowsOf<ApplicationRow & ReasonColumns>(
      await db.execute(
        withMatchColumns(sql`SELECT ${columns(viewer)}, row_number() OVER (ORDER BY ap.completed_at DESC, ap.id DESC) AS position
          ${FROM} WHERE ${whereOf(viewer.recruiterId, filters)}
          ORDER BY ap.completed_at DESC, ap.id DESC LIMIT ${limit} OFFSET ${offset}`),
      ),
    ),
  );
}

/**
 * The rows of `page` (ordered by its `position` column) with what explains the match of each
 * confirmed application's candidate with the address job applied to (issue 29, item 7; decision
 * 126), read in the same statement for those rows only. An unconfirmed application shows nothing of
 * its candidate (decision 119): no match.
 */
function withMatchColumns(page: SQL): SQL {
  const job = sql`CASE WHEN page.email_confirmed THEN page.address_job_id END`;
  return sql`WITH page AS MATERIALIZED (${page}),
    ${reasonJobsCte(sql`SELECT address_job_id FROM page WHERE email_confirmed`)}
    SELECT page.*, ${reasonHeadColumns}, ${reasonRowColumns(sql`page.candidate_id`, job)}
    FROM page ORDER BY page.position`;
}

/**
 * The percentage of an application is computed, not read from a stored list (premium recruiters
 * have none), by the definition of the score (`match.ts`): the percentage of the reason's parts.
 */
function withMatches(rows: (ApplicationRow & ReasonColumns)[]): ApplicationWithMatch[] {
  const computed = explainRows(rows);
  return rows.map((row, i) => ({ ...row, matchingPercentage: computed[i]?.percentage ?? null, matchReason: computed[i]?.reason ?? null }));
}

export async function findApplication(db: Db, viewer: Viewer, uuid: string): Promise<ApplicationWithMatch | null> {
  const [row] = withMatches(
    rowsOf<ApplicationRow & ReasonColumns>(
      await db.execute(
        withMatchColumns(
          sql`SELECT ${columns(viewer)}, 1 AS position ${FROM} WHERE a.recruiter_id = ${viewer.recruiterId} AND ${listedCandidateSql('c')} AND ap.uuid::text = ${uuid}`,
        ),
      ),
    ),
  );
  return row ?? null;
}

export async function setFavorite(db: Db, recruiterId: number, uuid: string, favorite: boolean): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`UPDATE applications ap SET favorite = ${favorite} FROM addresses a
      WHERE a.id = ap.address_id AND a.recruiter_id = ${recruiterId} AND ap.uuid::text = ${uuid} RETURNING ap.id`),
  );
  return rows.length > 0;
}

/** Whether the address (uuid) is one of the recruiter's. */
export async function ownsAddress(db: Db, recruiterId: number, addressUuid: string): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM addresses WHERE uuid::text = ${addressUuid} AND ${addressOwnedBy(recruiterId)}`),
  );
  return rows.length > 0;
}

/** What a status change reads of the application, and mails to its candidate. */
export interface StatusTarget {
  id: number;
  status: ApplicationStatus;
  statusMessage: string | null;
  candidateId: number;
  candidateEmail: string;
  candidateFirstName: string;
  candidateLanguage: 'fr' | 'en';
  siteName: string;
  jobName: string | null;
  /** Its candidate confirmed it from the mailed link (decision 119): only then is the candidate mailed. */
  confirmed: boolean;
}

/**
 * Sets the status of one of the recruiter's applications (issue 33; ownership by `addressOwnedBy`,
 * another recruiter's application is not found: null), in one transaction that locks the row, so two
 * recruiters' clicks at once change it once. `changed`: the status is not the one it had (the
 * candidate is mailed only then); `onlyFrom`: change it only from that status (opening marks "vue").
 */
export async function setStatus(
  db: Db,
  recruiterId: number,
  uuid: string,
  status: ApplicationStatus,
  message: string | null,
  onlyFrom?: ApplicationStatus,
): Promise<{ target: StatusTarget; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        id: applications.id,
        status: applications.status,
        statusMessage: applications.statusMessage,
        candidateId: candidates.id,
        candidateEmail: candidates.email,
        candidateFirstName: candidates.firstName,
        candidateLanguage: candidates.language,
        siteName: addresses.name,
        jobName: jobs.name,
        confirmed: sql<boolean>`${applications.emailConfirmedAt} is not null`,
      })
      .from(applications)
      .innerJoin(addresses, eq(addresses.id, applications.addressId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.uuid, uuid), addressOwnedBy(recruiterId), isNull(candidates.anonymizedAt)))
      .for('update', { of: applications })
      .limit(1);
    if (!target) return null;
    if (onlyFrom !== undefined && target.status !== onlyFrom) return { target, changed: false };
    const changed = target.status !== status;
    if (changed || target.statusMessage !== message)
      await tx
        .update(applications)
        .set({ status, statusMessage: message, statusChangedAt: new Date() })
        .where(eq(applications.id, target.id));
    return { target, changed };
  });
}
