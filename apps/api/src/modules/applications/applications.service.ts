import { sql } from 'drizzle-orm';
import {
  APPLICATIONS_PAGE_SIZE,
  type Application,
  type ApplicationCandidateProfile as CandidateProfile,
  type ApplicationListAnswer,
  type ApplicationListItem,
  type ApplicationListQuery,
} from '@app/contracts/applications';
import { APP_PATHS } from '@app/contracts/routes';
import type { ApplicationStatus, ApplicationStatusAnswer, ApplicationStatusBody } from '@app/contracts/candidate-app';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { linkBase } from '../../lib/public-url.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { applicationStatusMail } from '../candidate-app/index.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { paginate, toApplicationSummary, toContact, toProfile } from '../resume-shop/index.ts';
import { findProfile } from '../resume-shop/index.ts';
import { viewerOf } from '../resume-shop/index.ts';
import {
  countApplications,
  findApplication,
  listApplications,
  ownsAddress,
  setFavorite,
  setStatus,
  type ApplicationWithMatch,
  type StatusTarget,
} from './applications.repository.ts';

export interface ApplicationsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /**
   * Whether this candidate (by id) may be mailed one more status change today (decision 149's
   * mailbox day budget): past it the status still changes, nothing is mailed, so a recruiter cannot spam.
   */
  mayMailCandidate: (candidateId: number) => Promise<boolean>;
}

/**
 * Applications of the recruiter's addresses (spec sections 2, 3 and 7). Contact details only as
 * the product decisions allow: the address has an active subscription or the recruiter is
 * premium (or the resume was bought, or the recruiter is a premium head-hunter). Until the e-mail's
 * owner confirms the application, those are the details typed with it and nothing of the
 * candidate's own (street address, documents), decision 119.
 */

const flag = (value: string | undefined) => value === '1' || value === 'true';

/**
 * The recruiter of an application sees the details typed with it, with whether the e-mail's owner
 * confirmed them (decision 119): another application of the same e-mail, typed by someone else,
 * changes nothing here.
 */
const baseOf = (row: ApplicationWithMatch) => ({
  ...toApplicationSummary(row),
  address: { uuid: row.address_uuid, name: row.address_name, town: row.address_town },
  matchingPercentage: row.matchingPercentage,
  matchReason: row.matchReason,
  status: row.status,
  statusMessage: row.status_message,
});

function toListItem(row: ApplicationWithMatch): ApplicationListItem {
  const candidate = {
    uuid: row.candidate_uuid,
    avatar: row.avatar,
    age: row.age === null ? null : Number(row.age),
    address: { cityName: row.city_name, context: row.context },
  };
  if (row.typed_access) {
    return {
      ...baseOf(row),
      contactAccess: true,
      user: { firstName: row.first_name, lastName: row.last_name, email: row.email },
      candidate,
    };
  }
  return { ...baseOf(row), contactAccess: false, user: { firstName: row.first_name }, candidate };
}

/** GET /api/applications/ */
export async function list(db: Db, auth: AuthContext, query: ApplicationListQuery): Promise<ApplicationListAnswer> {
  if (query.address && !(await ownsAddress(db, auth.recruiterId, query.address))) throw notFound();
  const filters = {
    addressUuid: query.address,
    days: query.days ? Number(query.days) : undefined,
    favorite: flag(query.favorite),
    purchased: flag(query.purchased),
    jobUuids: query.job,
    disability: flag(query.with_disability),
    experienceIds: query.experience,
    businessUnitIds: query.business_unit,
  };
  const pageSize = APPLICATIONS_PAGE_SIZE;
  const count = await countApplications(db, auth.recruiterId, filters);
  const rows = await listApplications(db, viewerOf(auth), filters, pageSize, (query.page - 1) * pageSize);
  return paginate(count, query.page, pageSize, rows.map(toListItem));
}

/**
 * What an unconfirmed application shows of its candidate (decision 119, third round): only what was
 * typed with it (the first name; the job and experience sit on the application), every profile field
 * empty, the same for a known e-mail as for an unknown one.
 */
function typedOnlyProfile(row: ApplicationWithMatch): CandidateProfile {
  return {
    uuid: null,
    firstName: row.first_name,
    avatar: null,
    age: null,
    tag: null,
    address: { cityName: null, context: null },
    jobs: [],
    degrees: [],
    languages: [],
    licences: [],
    locomotions: [],
    caces: [],
    skills: [],
    previousJobs: [],
  };
}

const noAddress = { cityName: null, context: null, streetAddress: null, postalCode: null };

/**
 * GET /api/applications/{uuid}/: opening a received application marks it "vue" (issue 33), and mails
 * its candidate; not when the support opens it in its read-only view of the account (decision 161).
 */
export async function detail(deps: ApplicationsDeps, auth: AuthContext, uuid: string, log: FastifyBaseLogger): Promise<Application> {
  const { db } = deps;
  let row = await findApplication(db, viewerOf(auth), uuid);
  if (!row) throw notFound();
  if (row.status === 'received' && !auth.supportView) {
    const seen = await setStatus(db, auth.recruiterId, uuid, 'seen', null, 'received');
    if (seen?.changed) {
      row = { ...row, status: 'seen', status_message: null };
      await mailStatus(deps, seen.target, 'seen', null, log);
    }
  }
  // The candidate row is read only through a confirmed application (`candidate_uuid` is null before).
  const profileRow = row.candidate_uuid === null ? null : await findProfile(db, sql`c.id = ${Number(row.candidate_id)}`);
  if (row.candidate_uuid !== null && !profileRow) throw notFound();
  const profile = profileRow ? toProfile(profileRow) : typedOnlyProfile(row);
  if (row.typed_access) {
    // The details typed with the application; the candidate's own street address and documents
    // only with access to the candidate (a confirmed application, a purchase: decision 119).
    if (!profileRow) {
      return {
        ...baseOf(row),
        contactAccess: true,
        user: { firstName: row.first_name, lastName: row.last_name, email: row.email },
        candidate: { ...profile, phoneNumber: row.phone_number, address: noAddress },
        documents: [],
      };
    }
    const contact = toContact(profileRow);
    const own = Boolean(row.contact_access);
    return {
      ...baseOf(row),
      contactAccess: true,
      user: { firstName: row.first_name, lastName: row.last_name, email: row.email },
      candidate: {
        ...profile,
        firstName: row.first_name,
        phoneNumber: row.phone_number,
        address: own ? contact.address : { ...contact.address, streetAddress: null, postalCode: null },
      },
      documents: own ? contact.documents : [],
    };
  }
  return {
    ...baseOf(row),
    contactAccess: false,
    user: { firstName: row.first_name },
    candidate: { ...profile, firstName: row.first_name },
  };
}

/** PATCH /api/applications/{uuid}/ {favorite} */
export async function patch(db: Db, auth: AuthContext, uuid: string, favorite: boolean) {
  if (!(await setFavorite(db, auth.recruiterId, uuid, favorite))) throw notFound();
  return { uuid, favorite };
}

/**
 * Mails the candidate the new status, in their language (decision 135), within their day budget, if
 * they confirmed the application;
 * after the answer (`Mailer.post`): a mail failure is the outbox row's, never the recruiter's error.
 */
async function mailStatus(
  deps: ApplicationsDeps,
  target: StatusTarget,
  status: ApplicationStatus,
  message: string | null,
  log: FastifyBaseLogger,
): Promise<boolean> {
  // Only the candidate who confirmed the application (decision 119) is mailed: an application typed with
  // someone else's address must not carry a recruiter's text to that mailbox, nor spend its budget
  // (attack of 2026-11-29).
  if (!target.confirmed) return false;
  if (!(await deps.mayMailCandidate(target.candidateId))) return false;
  const link = `${linkBase(deps).replace(/\/+$/, '')}/app${APP_PATHS.candidateSpace}`;
  try {
    const mail = await applicationStatusMail(
      { email: target.candidateEmail, candidateId: target.candidateId },
      {
        lang: target.candidateLanguage,
        firstName: target.candidateFirstName,
        siteName: target.siteName,
        jobName: target.jobName,
        status,
        message,
        link,
      },
    );
    await deps.mailer.post(mail);
    return true;
  } catch (err) {
    log.error({ err }, 'application status mail failed');
    return false;
  }
}

/**
 * PUT /api/applications/{uuid}/status/: the recruiter of the application (its address is theirs,
 * `addressOwnedBy`; another's is not found) moves it; the candidate is mailed once per change of
 * status (the same status again, or only a new message, mails nothing).
 */
export async function changeStatus(
  deps: ApplicationsDeps,
  auth: AuthContext,
  uuid: string,
  body: ApplicationStatusBody,
  log: FastifyBaseLogger,
): Promise<ApplicationStatusAnswer> {
  const message = body.message?.trim() || null;
  const result = await setStatus(deps.db, auth.recruiterId, uuid, body.status, message);
  if (!result) throw notFound();
  const mailed = result.changed ? await mailStatus(deps, result.target, body.status, message, log) : false;
  return { uuid, status: body.status, statusMessage: message, mailed };
}
