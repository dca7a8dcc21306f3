import type { CandidateCard, CandidateProfile, SearchedJob } from '@app/contracts/candidates';
import { type CardRow, type MatchCardRow, parseJson, parseTextArray, type ProfileRow } from './candidates.repository.ts';

/** Answers written by hand from rows (conventions): column names never reach JSON. */

export function toSearchedJob(
  row: Pick<CardRow, 'sj_job_id' | 'sj_job_uuid' | 'sj_job_name' | 'sj_exp_id' | 'sj_exp_name'>,
): SearchedJob | null {
  if (row.sj_job_id === null || row.sj_job_name === null) return null;
  return {
    job: { id: Number(row.sj_job_id), uuid: row.sj_job_uuid ?? '', name: row.sj_job_name },
    experience: row.sj_exp_id !== null && row.sj_exp_name !== null ? { id: Number(row.sj_exp_id), name: row.sj_exp_name } : null,
  };
}

export function toCard(row: MatchCardRow): CandidateCard {
  return {
    uuid: row.uuid,
    firstName: row.first_name,
    favorite: Boolean(row.favorite),
    tag: row.tag === 'rare' ? 'rare' : null,
    appliedAddresses: parseTextArray(row.applied),
    matchingPercentage: Number(row.percentage),
    matchReason: row.reason ?? null,
    matchingSearchedJob: toSearchedJob(row),
    candidate: { avatar: row.avatar },
    purchasedDate: row.purchased_date,
    isNew: Boolean(row.is_new),
  };
}

interface JobJson {
  jobId: number;
  jobUuid: string;
  jobName: string;
  expId: number | null;
  expName: string | null;
}
interface PreviousJobJson {
  beginningDate: string;
  endDate: string | null;
  stillInOffice: boolean;
  jobName: string;
  company: string | null;
  description: string | null;
}

/** The part of a candidate anyone may read (never a contact detail). */
export function toProfile(row: ProfileRow): CandidateProfile {
  return {
    uuid: row.uuid,
    firstName: row.first_name,
    avatar: row.avatar,
    age: row.age === null ? null : Number(row.age),
    tag: row.tag === 'rare' ? 'rare' : null,
    address: { cityName: row.city_name, context: row.context },
    jobs: parseJson<JobJson[]>(row.jobs).map((j) => ({
      job: { id: j.jobId, uuid: j.jobUuid, name: j.jobName },
      experience: j.expId !== null && j.expName !== null ? { id: j.expId, name: j.expName } : null,
    })),
    degrees: parseJson<CandidateProfile['degrees']>(row.degrees),
    languages: parseJson<CandidateProfile['languages']>(row.languages),
    licences: parseJson<CandidateProfile['licences']>(row.licences),
    locomotions: parseJson<CandidateProfile['locomotions']>(row.locomotions),
    caces: parseJson<CandidateProfile['caces']>(row.caces),
    skills: parseJson<CandidateProfile['skills']>(row.skills),
    previousJobs: parseJson<PreviousJobJson[]>(row.previous_jobs).map((p) => ({
      beginningDate: String(p.beginningDate).slice(0, 10),
      endDate: p.endDate === null ? null : String(p.endDate).slice(0, 10),
      stillInOffice: Boolean(p.stillInOffice),
      job: { name: p.jobName },
      company: p.company,
      description: p.description,
    })),
  };
}

/** Download path of a candidate document (served only to callers who may see contact details). */
export const documentPath = (candidateUuid: string, documentId: number): string =>
  `/api/candidate/${candidateUuid}/documents/${documentId}/`;

/** Contact details (product decisions): only for callers holding one of the three rights. */
export function toContact(row: ProfileRow) {
  return {
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    address: { cityName: row.city_name, context: row.context, streetAddress: row.street_address, postalCode: row.postal_code },
    documents: parseJson<{ id: number; name: string }[]>(row.documents).map((d) => ({ name: d.name, file: documentPath(row.uuid, d.id) })),
  };
}

/** An application's own columns, as both the applications page and a candidate's profile read them. */
export interface ApplicationSummaryRow {
  uuid: string;
  completed_at: string;
  favorite: boolean;
  job_id: number | null;
  job_uuid: string | null;
  job_name: string | null;
  exp_id: number | null;
  exp_name: string | null;
  bu_id: number | null;
  bu_name: string | null;
  /** Whether the owner of the e-mail typed with it confirmed it (`confirmedApplicationSql`, decision 119). */
  email_confirmed: boolean;
}

/** An application with the job, experience and business unit it was made for. */
export function toApplicationSummary(row: ApplicationSummaryRow) {
  return {
    uuid: row.uuid,
    completedAt: row.completed_at,
    favorite: Boolean(row.favorite),
    job: row.job_id !== null ? { id: Number(row.job_id), uuid: row.job_uuid ?? '', name: row.job_name ?? '' } : null,
    experience: row.exp_id !== null ? { id: Number(row.exp_id), name: row.exp_name ?? '' } : null,
    businessUnit: row.bu_id !== null ? { id: Number(row.bu_id), name: row.bu_name ?? '' } : null,
    emailConfirmed: Boolean(row.email_confirmed),
  };
}

export function paginate<T>(count: number, page: number, pageSize: number, results: T[]) {
  const totalPages = Math.ceil(count / pageSize);
  return {
    count,
    totalPages,
    pageSize,
    previousPageNumber: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
    nextPageNumber: page < totalPages ? page + 1 : null,
    results,
  };
}
