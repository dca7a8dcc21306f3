import {
  ADDRESS_JOB_ERRORS,
  applyActiveUrgent,
  CRITERIA_FIELDS,
  criteriaIssues,
  hasCriteria,
  type AddressJob,
  type AddressJobAvailability,
  type AddressJobAvailabilityQuery,
  type CreateAddressJobBody,
  type Criteria,
  type UpdateAddressJobBody,
} from '@app/contracts/address-jobs';
import { SKILL_GROUP } from '@app/contracts/reference-lists';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './jobs.repository.ts';

type JobData = Partial<Omit<CreateAddressJobBody, 'address'>>;

const SKILL_FIELDS = {
  personalQualities: SKILL_GROUP.personalQualities,
  professionalKnowledge: SKILL_GROUP.professionalKnowledge,
  professionalSoftSkills: SKILL_GROUP.professionalSoftSkills,
} as const;
const LINK_FIELDS = ['contracts', 'experiences', 'languages', 'licences', 'locomotions', 'caces'] as const;

/**
 * Checks that every id sent names an existing entry of its list, skills belong to their group and
 * the business unit belongs to the address; throws `validation_failed` with one key per field.
 */
async function checkReferences(db: Db, addressId: number, data: JobData): Promise<void> {
  const errors: Record<string, string[]> = {};
  const invalid = (field: string) => (errors[field] = [ADDRESS_JOB_ERRORS.invalidChoice]);
  const single = { job: data.job, workingTime: data.workingTime, remote: data.remote } as const;
  for (const [field, id] of Object.entries(single) as [keyof typeof single, number | undefined][]) {
    if (id !== undefined && !(await repo.allExist(db, field, [id]))) invalid(field);
  }
  for (const field of LINK_FIELDS) {
    const ids = data[field];
    if (ids && !(await repo.allExist(db, field, ids))) invalid(field);
  }
  for (const [field, groupId] of Object.entries(SKILL_FIELDS) as [keyof typeof SKILL_FIELDS, number][]) {
    const ids = data[field];
    if (ids && !(await repo.allSkillsInGroup(db, groupId, ids))) invalid(field);
  }
  if (data.businessUnit != null && !(await repo.businessUnitOfAddress(db, data.businessUnit, addressId))) {
    errors.businessUnit = [ADDRESS_JOB_ERRORS.businessUnit];
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', 'Invalid choice', errors);
}

const duplicateJob = () => new AppError('conflict', 'Job already offered at this address', { job: [ADDRESS_JOB_ERRORS.jobAlreadyAdded] });

/**
 * The duplicate rule, once for the save and for the wizard's check at step 1: an address offers a
 * job once; `exceptId` is the address job being changed (keeping its own job is no duplicate).
 */
const jobTaken = (db: Db, addressId: number, jobId: number, exceptId?: number): Promise<boolean> =>
  repo.addressHasJob(db, addressId, jobId, exceptId);

/** Runs a write; the unique index's refusal of a job another save just added reads as the rule's answer. */
async function onDuplicateJob<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateJob();
    throw err;
  }
}

/** GET /api/addresses-jobs/availability/ (issue 29): what the save would answer about the job. */
export async function jobAvailability(db: Db, auth: AuthContext, query: AddressJobAvailabilityQuery): Promise<AddressJobAvailability> {
  const address = await repo.findOwnedAddress(db, auth.recruiterId, query.address);
  if (!address) throw notFound();
  let exceptId: number | undefined;
  if (query.except !== undefined) {
    const edited = await repo.findOwnedAddressJob(db, auth.recruiterId, query.except);
    if (!edited || edited.addressId !== address.id) throw notFound();
    exceptId = edited.id;
  }
  const taken = await jobTaken(db, address.id, query.job, exceptId);
  return { available: !taken, reason: taken ? ADDRESS_JOB_ERRORS.jobAlreadyAdded : null };
}

/** Writes the list fields present in `data` (criteria and contracts). */
async function writeLists(tx: Tx, addressJobId: number, data: JobData): Promise<void> {
  for (const field of LINK_FIELDS) {
    const ids = data[field];
    if (ids) await repo.replaceLinks(tx, addressJobId, field, ids);
  }
  for (const [field, groupId] of Object.entries(SKILL_FIELDS) as [keyof typeof SKILL_FIELDS, number][]) {
    const ids = data[field];
    if (ids) await repo.replaceSkills(tx, addressJobId, groupId, ids);
  }
}

/** POST /api/addresses-jobs/ (spec section 4, add-job wizard; section 5 for the limits). */
/**
 * Called once a job is published (saved active: created so, or made active again), after the save:
 * the site's followers are alerted (issue 33 item 4, decision 156).
 */
export type OnPublished = (addressJobId: number) => Promise<unknown>;

export async function createAddressJob(
  db: Db,
  auth: AuthContext,
  body: CreateAddressJobBody,
  onPublished?: OnPublished,
): Promise<AddressJob> {
  const address = await repo.findOwnedAddress(db, auth.recruiterId, body.address);
  if (!address) throw notFound();
  await checkReferences(db, address.id, body);
  if (await jobTaken(db, address.id, body.job)) throw duplicateJob();
  // A new job is active and not urgent unless told otherwise; the rule of section 4 then applies.
  const { active, urgent } = applyActiveUrgent({ active: true, urgent: false }, { active: body.active, urgent: body.urgent });
  // The index address_jobs_address_job_unique holds the rule against two saves at once.
  const id = await onDuplicateJob(() =>
    db.transaction(async (tx) => {
      const row = await repo.insertAddressJob(tx, address.id, {
        jobId: body.job,
        monthlySalary: body.monthlySalary ?? null,
        active,
        urgent,
        workingTimeId: body.workingTime,
        remoteId: body.remote,
        businessUnitId: body.businessUnit ?? null,
        jobDescription: body.jobDescription || null,
      });
      await writeLists(tx, row.id, body);
      return row.id;
    }),
  );
  if (active) await onPublished?.(id);
  return (await repo.getAddressJob(db, id))!;
}

/** GET /api/addresses-jobs/{uuid}/ */
export async function getAddressJob(db: Db, auth: AuthContext, uuid: string): Promise<AddressJob> {
  const owned = await repo.findOwnedAddressJob(db, auth.recruiterId, uuid);
  if (!owned) throw notFound();
  return (await repo.getAddressJob(db, owned.id))!;
}

/** GET /api/addresses-jobs/?address={uuid} */
export async function listJobsOfAddress(db: Db, auth: AuthContext, addressUuid: string): Promise<AddressJob[]> {
  const address = await repo.findOwnedAddress(db, auth.recruiterId, addressUuid);
  if (!address) throw notFound();
  return repo.listAddressJobs(db, address.id);
}

/**
 * PATCH /api/addresses-jobs/{uuid}/: job data, or `{ active, urgent }`. Criteria sent replace the
 * stored ones and the resulting set must satisfy the limits.
 */
export async function updateAddressJob(
  db: Db,
  auth: AuthContext,
  uuid: string,
  body: UpdateAddressJobBody,
  onPublished?: OnPublished,
): Promise<AddressJob> {
  const current = await repo.findOwnedAddressJob(db, auth.recruiterId, uuid);
  if (!current) throw notFound();
  await checkReferences(db, current.addressId, body);
  if (body.job !== undefined && body.job !== current.jobId && (await jobTaken(db, current.addressId, body.job, current.id))) {
    throw duplicateJob();
  }
  if (hasCriteria(body)) {
    const stored = await repo.criteriaIdsOf(db, current.id);
    const merged: Partial<Criteria> = {};
    for (const field of CRITERIA_FIELDS) merged[field] = body[field] ?? stored[field] ?? [];
    const issues = criteriaIssues(merged);
    if (Object.keys(issues).length > 0) throw new AppError('validation_failed', 'Criteria out of limits', issues);
  }
  const { active, urgent } = applyActiveUrgent(current, { active: body.active, urgent: body.urgent });
  const values: Partial<repo.AddressJobValues> = { active, urgent };
  if (body.job !== undefined) values.jobId = body.job;
  if (body.monthlySalary !== undefined) values.monthlySalary = body.monthlySalary;
  if (body.workingTime !== undefined) values.workingTimeId = body.workingTime;
  if (body.remote !== undefined) values.remoteId = body.remote;
  if (body.businessUnit !== undefined) values.businessUnitId = body.businessUnit;
  if (body.jobDescription !== undefined) values.jobDescription = body.jobDescription || null;
  await onDuplicateJob(() =>
    db.transaction(async (tx) => {
      await repo.updateAddressJobRow(tx, current.id, values);
      await writeLists(tx, current.id, body);
    }),
  );
  if (active && !current.active) await onPublished?.(current.id);
  return (await repo.getAddressJob(db, current.id))!;
}

/** DELETE /api/addresses-jobs/{uuid}/: its applications stay, without a job. */
export async function deleteAddressJob(db: Db, auth: AuthContext, uuid: string): Promise<void> {
  const current = await repo.findOwnedAddressJob(db, auth.recruiterId, uuid);
  if (!current) throw notFound();
  await repo.deleteAddressJobRow(db, current.id);
}
