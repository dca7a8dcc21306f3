import { mayUseResumeShop } from '@app/contracts/roles';
import { sql } from 'drizzle-orm';
import type { CandidateDetail, CandidateListAnswer, CandidateListQuery, PublicResume } from '@app/contracts/candidates';
import { parseIdList, pastMatchListCap } from '@app/contracts/candidates';
import { MATCH_LIST_CAP, RESUME_SHOP_PAGE_SIZE } from '@app/contracts/constants';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../lib/sql.ts';
import { notFound } from '../../../lib/errors.ts';
import { assertPolicy } from '../../../access/index.ts';
import { assertActiveCaller, callerOrRefuse, type AccessClaim, type AuthContext } from '../../../plugins/auth.ts';
import type { StampedAnswers } from '../../../lib/stamped-answers.ts';
import { computeMissingLists } from '../../matching/index.ts';
import { paginate, toApplicationSummary, toCard, toContact, toProfile, type ApplicationSummaryRow } from './candidates.mapper.ts';
import {
  applicationContactSql,
  confirmedApplicationSql,
  cardsWithBestMatch,
  findProfile,
  findShopStamp,
  hasContactAccess,
  shopPage,
  type ListFilters,
  type ProfileRow,
  type ShopPage,
  type Viewer,
} from './candidates.repository.ts';

/**
 * Candidates (spec sections 2, 3 and 7; docs/decisions/040 and 042). The resume shop is open to
 * head-hunters and to recruiters without premium (spec section 1); premium recruiters read their
 * applications instead.
 */

export const viewerOf = (auth: AuthContext): Viewer => ({
  recruiterId: auth.recruiterId,
  premium: auth.premium,
  headhunterPremium: auth.headhunterPremium,
});

const truthy = (flag: string | undefined) => flag === 'true' || flag === '1';

/**
 * GET /api/candidate/: the candidates of the caller's lists, best match first. With a job filter
 * (`candidate__searched_jobs__job__in`, the job and its similar jobs), the lists are those of the
 * caller's address jobs for a filtered job and the percentage is the best over them; without one,
 * every list of the caller and the best over all their jobs (product decisions).
 *
 * One statement reads the caller's account, lists and page (issue 15, item 5; decisions 100 and
 * 101); the route only verified the token, so the caller is checked here, with the answers of
 * its policy `shopUser` (401 for an unknown or inactive user, 403 for an affiliate or a premium
 * recruiter, decision 146). A list never computed is computed first, then the statement runs again.
 */
export async function listCandidates(db: Db, access: AccessClaim, query: CandidateListQuery): Promise<CandidateListAnswer> {
  return (await readShopPage(db, access, query)).answer;
}

/**
 * The same answer as the JSON bytes sent (`serialize`: the route's serializer). A page without a job
 * filter or the new-candidates filter is kept with its stamps (decision 106): the next call of the
 * same user for the same page reads only their account state and the stamps of their lists and of
 * the candidates shown, and gets the kept text when none changed and no "new" badge of it has gone.
 * A filtered page is not kept: candidates not shown could enter it through their searched jobs
 * (job filter) or through time alone (new candidates).
 */
export async function getCandidateListAnswer(
  db: Db,
  pages: StampedAnswers,
  access: AccessClaim,
  query: CandidateListQuery,
  serialize: (answer: CandidateListAnswer) => string,
): Promise<Buffer> {
  if (query.candidate__searched_jobs__job__in !== undefined || query.new_candidates !== undefined) {
    return Buffer.from(serialize(await listCandidates(db, access, query)));
  }
  return pages.serve(
    `${access.userId}|${query.page}|${truthy(query.candidate__with_disability)}`,
    async (kept) => {
      const row = await findShopStamp(db, access.userId, kept.ids ?? []);
      assertActiveCaller(row, access);
      return row.stamp;
    },
    async () => {
      const { answer, page } = await readShopPage(db, access, query);
      // A page that could not be read (a list still missing) carries no stamp: not kept.
      const kept = page.missing === 0 && page.stamp !== '';
      return { stamp: page.stamp, validUntil: kept ? page.newUntil : 0, body: serialize(answer), ids: page.rows.map((r) => Number(r.id)) };
    },
  );
}

async function readShopPage(
  db: Db,
  access: AccessClaim,
  query: CandidateListQuery,
): Promise<{ answer: CandidateListAnswer; page: ShopPage }> {
  const filter = parseIdList(query.candidate__searched_jobs__job__in);
  const filters = listFilters(query);
  let page = await shopPage(db, access.userId, filter, filters);
  const auth = callerOrRefuse(page.caller, access);
  // The route's policy (resumeShop.listCandidates is `shopUser`), on the caller its statement read.
  assertPolicy(auth, 'shopUser');
  if (page.missing > 0) {
    // A list never computed yet (the worker has not reached it): compute it now, once however many
    // readers found it missing (single flight), then read the page with the same statement. One
    // implementation of the shop list (issue 30, item 4).
    await computeMissingLists(db, page.missingIds);
    page = await shopPage(db, access.userId, filter, filters);
  }
  if (!page.single && !page.within && page.capped && page.lists > 0 && page.missing === 0) {
    // A job filter narrower than capped lists: their kept rows cannot tell who searches a filtered
    // job past them; the page is computed from the scoring of those candidates (decision 166).
    page = await shopPage(db, access.userId, filter, filters, { scored: true });
  }
  // A list still missing now left the shop meanwhile (its recruiter's tier changed): it holds no one.
  if (page.lists === 0 || page.missing > 0) return { answer: paginate(0, query.page, RESUME_SHOP_PAGE_SIZE, []), page };
  const count = page.single ? singleListCount(page.listTotal, page.listWithDisability, page.newCount, filters) : page.mergedTotal;
  return { answer: cappedAnswer(count, page, query.page, filters.offset), page };
}

/**
 * The answer of a shop page over lists that may not keep every member (decision 166): a page past
 * the kept rows of a capped group (`pastMatchListCap`) holds no one, the pages offered stop at the
 * cap, and `moreThan` says "plus de 500" for that page and for a count over several capped lists
 * made of their kept rows only (the scored page and a single list's count are exact).
 */
function cappedAnswer(count: number, page: ShopPage, pageNumber: number, offset: number): CandidateListAnswer {
  const capped = page.capped && !page.scored;
  const past = pastMatchListCap(offset, capped);
  const answer = paginate(count, pageNumber, RESUME_SHOP_PAGE_SIZE, past ? [] : page.rows.map(toCard));
  if (!capped) return answer;
  const totalPages = Math.min(answer.totalPages, MATCH_LIST_CAP / RESUME_SHOP_PAGE_SIZE);
  return {
    ...answer,
    totalPages,
    previousPageNumber: pageNumber > 1 ? Math.min(pageNumber - 1, Math.max(totalPages, 1)) : null,
    nextPageNumber: pageNumber < totalPages ? pageNumber + 1 : null,
    moreThan: past || !page.single ? MATCH_LIST_CAP : null,
  };
}

const listFilters = (query: CandidateListQuery): ListFilters => ({
  disability: truthy(query.candidate__with_disability),
  isNew: query.new_candidates === undefined ? null : query.new_candidates === '1',
  offset: (query.page - 1) * RESUME_SHOP_PAGE_SIZE,
  limit: RESUME_SHOP_PAGE_SIZE,
});

/** A single list's count, from its sizes (match_list_stats) and, when filtered on it, its new candidates. */
function singleListCount(total: number | null, withDisability: number | null, newCount: number | null, filters: ListFilters): number {
  const listSize = filters.disability ? (withDisability ?? 0) : (total ?? 0);
  if (filters.isNew === null) return listSize;
  return filters.isNew ? (newCount ?? 0) : Math.max(0, listSize - (newCount ?? 0));
}

/**
 * The application of that uuid for that candidate (the caller's when `recruiterId` is set), or null.
 * A proven candidate is reached through a confirmed application only (decision 119, third round):
 * else any candidate uuid of the shop tried with an application made with a typed e-mail would tell
 * whose e-mail it was.
 */
async function findApplicationContext(db: Db, recruiterId: number | null, applicationUuid: string, candidateId: number, proven: boolean) {
  const [row] = rowsOf<ApplicationSummaryRow>(
    await db.execute(sql`SELECT ap.uuid::text AS uuid, to_char(ap.completed_at, 'YYYY-MM-DD') AS completed_at, ap.favorite,
        j.id AS job_id, j.uuid::text AS job_uuid, j.name AS job_name, e.id AS exp_id, e.name AS exp_name, bu.id AS bu_id, bu.name AS bu_name,
        ${confirmedApplicationSql('ap')} AS email_confirmed
      FROM applications ap JOIN addresses a ON a.id = ap.address_id
      LEFT JOIN jobs j ON j.id = ap.job_id LEFT JOIN experiences e ON e.id = ap.experience_id LEFT JOIN business_units bu ON bu.id = ap.business_unit_id
      WHERE ap.uuid::text = ${applicationUuid} AND ap.candidate_id = ${candidateId} AND (${recruiterId}::int IS NULL OR a.recruiter_id = ${recruiterId})
        AND (NOT ${proven}::boolean OR ${confirmedApplicationSql('ap')})`),
  );
  return row ? toApplicationSummary(row) : null;
}

/**
 * The details typed with an application of the candidate (decision 119): the given one, else the
 * caller's latest (`recruiterId` null: any recruiter's, for the public resume opened from one).
 */
async function findTypedDetails(db: Db, recruiterId: number | null, applicationUuid: string | undefined, candidateId: number) {
  const [row] = rowsOf<{ id: number; first_name: string; last_name: string; email: string; phone_number: string | null }>(
    await db.execute(sql`SELECT ap.id, ap.first_name, ap.last_name, ap.email, ap.phone_number FROM applications ap JOIN addresses a ON a.id = ap.address_id
      WHERE ap.candidate_id = ${candidateId} AND (${recruiterId}::int IS NULL OR a.recruiter_id = ${recruiterId})
        AND (${applicationUuid ?? null}::text IS NULL OR ap.uuid::text = ${applicationUuid ?? null})
      ORDER BY ap.completed_at DESC, ap.id DESC LIMIT 1`),
  );
  return row;
}

/**
 * A candidate who never proved the e-mail (decision 119) is known only through applications, each
 * with the details typed with it: they are shown through the caller's application (its typed names
 * and contact details), and to no one else (404), whatever the caller's rights.
 */
async function unprovenView(
  db: Db,
  recruiterId: number | null,
  applicationUuid: string | undefined,
  row: ProfileRow,
): Promise<{ row: ProfileRow; applicationId: number }> {
  const typed = await findTypedDetails(db, recruiterId, applicationUuid, Number(row.id));
  if (!typed) throw notFound();
  // Only what was typed with that application: not the street address or documents of the row.
  return {
    row: {
      ...row,
      first_name: typed.first_name,
      last_name: typed.last_name,
      email: typed.email,
      phone_number: typed.phone_number,
      street_address: null,
      postal_code: null,
      documents: [],
    },
    applicationId: Number(typed.id),
  };
}

/** Whether the viewer may see the details typed with their application (`applicationContactSql`). */
async function hasTypedAccess(db: Db, viewer: Viewer, applicationId: number): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`SELECT ${applicationContactSql(viewer, 'ap', 'a')} AS ok FROM applications ap JOIN addresses a ON a.id = ap.address_id
      WHERE ap.id = ${applicationId} AND a.recruiter_id = ${viewer.recruiterId}`),
  );
  return Boolean(row?.ok);
}

/** GET /api/candidate/{uuid}/: the profile, with contact details only when the caller may see them. */
export async function getCandidateDetail(
  db: Db,
  auth: AuthContext,
  uuid: string,
  applicationUuid: string | undefined,
): Promise<CandidateDetail> {
  const found = await findProfile(db, sql`c.uuid::text = ${uuid}`);
  if (!found) throw notFound();
  const unproven = found.email_verified ? null : await unprovenView(db, auth.recruiterId, applicationUuid, found);
  const row = unproven ? unproven.row : found;
  const id = Number(row.id);
  const application = applicationUuid
    ? await findApplicationContext(db, auth.recruiterId, applicationUuid, id, Boolean(found.email_verified))
    : null;
  if (applicationUuid && !application) throw notFound();
  const viewer = viewerOf(auth);
  const [card] = await cardsWithBestMatch(db, viewer, sql`c.id = ${id}`, sql``, []);
  const shop = mayUseResumeShop(auth);
  const base = {
    ...toProfile(row),
    favorite: Boolean(card?.favorite),
    matchingPercentage: shop && card ? Number(card.percentage) : null,
    matchReason: shop && card ? toCard(card).matchReason : null,
    purchasedDate: card?.purchased_date ?? null,
    appliedAddresses: card ? toCard(card).appliedAddresses : [],
    isNew: Boolean(row.is_new),
    application,
  };
  // A proven candidate's contact details and documents: only with access to the candidate (a
  // confirmed application, a purchase, decision 119). A candidate never proven: the details typed
  // with the caller's own application, to its recruiter when its address opens contact details.
  const access = unproven ? await hasTypedAccess(db, viewer, unproven.applicationId) : await hasContactAccess(db, viewer, id);
  if (access) return { ...base, ...toContact(row), contactAccess: true };
  return { ...base, contactAccess: false };
}

/** GET /api/public-resume/{uuid}/: no sign-in, never a contact detail (product decisions). */
export async function getPublicResume(db: Db, uuid: string, applicationUuid: string | undefined): Promise<PublicResume> {
  // An erased candidate has no public resume: 404 like an unknown one (decision 133).
  const found = await findProfile(db, sql`c.uuid::text = ${uuid} and c.anonymized_at is null`);
  if (!found) throw notFound();
  // Not proven: only through one of its applications, with the first name typed with it (decision 119).
  const row = found.email_verified ? found : applicationUuid ? (await unprovenView(db, null, applicationUuid, found)).row : null;
  if (!row) throw notFound();
  const application = applicationUuid
    ? await findApplicationContext(db, null, applicationUuid, Number(row.id), Boolean(found.email_verified))
    : null;
  return {
    ...toProfile(row),
    application: application
      ? { uuid: application.uuid, completedAt: application.completedAt, job: application.job, experience: application.experience }
      : null,
  };
}

/** A proven candidate's document, for callers who may see their contact details; null otherwise (decision 119). */
export async function findDocumentKey(
  db: Db,
  auth: AuthContext,
  candidateUuid: string,
  documentId: number,
): Promise<{ key: string; name: string } | null> {
  const [row] = rowsOf<{ candidate_id: number; file_key: string; name: string }>(
    await db.execute(sql`SELECT d.candidate_id, d.file_key, d.name FROM candidate_documents d JOIN candidates c ON c.id = d.candidate_id
      WHERE c.uuid::text = ${candidateUuid} AND d.id = ${documentId} AND c.email_verified_at IS NOT NULL`),
  );
  if (!row) return null;
  if (!(await hasContactAccess(db, viewerOf(auth), Number(row.candidate_id)))) return null;
  return { key: row.file_key, name: row.name };
}
