import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AddressJob } from '@app/contracts/address-jobs';
import { SKILL_GROUP } from '@app/contracts/reference-lists';
import type { Db, Tx } from '../../db/client.ts';
import {
  addresses,
  addressJobCaces,
  addressJobContracts,
  addressJobExperiences,
  addressJobLanguages,
  addressJobLicences,
  addressJobLocomotions,
  addressJobs,
  addressJobSkills,
  businessUnits,
  caces,
  contracts,
  experiences,
  jobs,
  languages,
  licences,
  locomotions,
  remotes,
  skills,
  workingTimes,
} from '../../db/schema/index.ts';
import type { PlaceColumn } from '../../db/schema/types.ts';
import { addressOwnedBy } from '../../access/ownership.ts';

type Executor = Db | Tx;

/** The address fields the job rules need. */
export interface OwnedAddress {
  id: number;
  uuid: string;
  name: string;
  recruiterId: number;
  freeApplication: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An address of the recruiter, named by numeric id or uuid; `undefined` when it does not exist or
 * belongs to someone else (callers answer 404 either way, product decisions).
 */
export async function findOwnedAddress(db: Executor, recruiterId: number, ref: number | string): Promise<OwnedAddress | undefined> {
  let match: SQL;
  if (typeof ref === 'number') match = eq(addresses.id, ref);
  else if (UUID.test(ref)) match = eq(addresses.uuid, ref);
  else return undefined;
  const [row] = await db
    .select({
      id: addresses.id,
      uuid: addresses.uuid,
      name: addresses.name,
      recruiterId: addresses.recruiterId,
      freeApplication: addresses.freeApplication,
    })
    .from(addresses)
    .where(and(match, addressOwnedBy(recruiterId)))
    .limit(1);
  return row;
}

export interface OwnedAddressJob {
  id: number;
  uuid: string;
  addressId: number;
  jobId: number;
  active: boolean;
  urgent: boolean;
}

/** An address job of the recruiter, by uuid; `undefined` when absent or someone else's. */
export async function findOwnedAddressJob(db: Executor, recruiterId: number, uuid: string): Promise<OwnedAddressJob | undefined> {
  const [row] = await db
    .select({
      id: addressJobs.id,
      uuid: addressJobs.uuid,
      addressId: addressJobs.addressId,
      jobId: addressJobs.jobId,
      active: addressJobs.active,
      urgent: addressJobs.urgent,
    })
    .from(addressJobs)
    .innerJoin(addresses, eq(addresses.id, addressJobs.addressId))
    .where(and(eq(addressJobs.uuid, uuid), addressOwnedBy(recruiterId)))
    .limit(1);
  return row;
}

/** Whether the address already offers this job (another address job than `exceptId`). */
export async function addressHasJob(db: Executor, addressId: number, jobId: number, exceptId?: number): Promise<boolean> {
  const conditions = [eq(addressJobs.addressId, addressId), eq(addressJobs.jobId, jobId)];
  if (exceptId !== undefined) conditions.push(ne(addressJobs.id, exceptId));
  const rows = await db
    .select({ id: addressJobs.id })
    .from(addressJobs)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Reference checks

/** Ids among `ids` that exist in the reference table. */
async function existingIds(
  db: Executor,
  table:
    | typeof contracts
    | typeof experiences
    | typeof languages
    | typeof licences
    | typeof locomotions
    | typeof caces
    | typeof jobs
    | typeof workingTimes
    | typeof remotes,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

export const REFERENCE_TABLES = {
  job: jobs,
  contracts,
  workingTime: workingTimes,
  remote: remotes,
  experiences,
  languages,
  licences,
  locomotions,
  caces,
} as const;
export type ReferenceField = keyof typeof REFERENCE_TABLES;

/** Whether every id of the list exists in the field's reference table. */
export async function allExist(db: Executor, field: ReferenceField, ids: readonly number[]): Promise<boolean> {
  const found = await existingIds(db, REFERENCE_TABLES[field], ids);
  return ids.every((id) => found.has(id));
}

/** Whether every id is a skill of the group. */
export async function allSkillsInGroup(db: Executor, groupId: number, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(and(eq(skills.groupId, groupId), inArray(skills.id, [...new Set(ids)])));
  const found = new Set(rows.map((r) => r.id));
  return ids.every((id) => found.has(id));
}

export async function businessUnitOfAddress(db: Executor, businessUnitId: number, addressId: number): Promise<boolean> {
  const rows = await db
    .select({ id: businessUnits.id })
    .from(businessUnits)
    .where(and(eq(businessUnits.id, businessUnitId), eq(businessUnits.addressId, addressId)))
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Writes

export interface AddressJobValues {
  jobId: number;
  monthlySalary: number | null;
  active: boolean;
  urgent: boolean;
  /** Null only for a head-hunter's first search, made from the job alone at registration (decision 121). */
  workingTimeId: number | null;
  remoteId: number | null;
  businessUnitId: number | null;
  jobDescription: string | null;
}

export async function insertAddressJob(tx: Tx, addressId: number, values: AddressJobValues): Promise<{ id: number; uuid: string }> {
  const [row] = await tx
    .insert(addressJobs)
    .values({ addressId, ...values })
    .returning({ id: addressJobs.id, uuid: addressJobs.uuid });
  return row!;
}

export async function updateAddressJobRow(tx: Tx, id: number, values: Partial<AddressJobValues>): Promise<void> {
  await tx
    .update(addressJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(addressJobs.id, id));
}

export async function deleteAddressJobRow(db: Executor, id: number): Promise<void> {
  await db.delete(addressJobs).where(eq(addressJobs.id, id));
}

/** Link tables of the list fields of an address job. */
const LINKS = {
  contracts: { table: addressJobContracts, column: 'contractId' },
  experiences: { table: addressJobExperiences, column: 'experienceId' },
  languages: { table: addressJobLanguages, column: 'languageId' },
  licences: { table: addressJobLicences, column: 'licenceId' },
  locomotions: { table: addressJobLocomotions, column: 'locomotionId' },
  caces: { table: addressJobCaces, column: 'cacesId' },
} as const;
export type LinkField = keyof typeof LINKS;

/** Replaces the ids of one list field. */
export async function replaceLinks(tx: Tx, addressJobId: number, field: LinkField, ids: readonly number[]): Promise<void> {
  const { table, column } = LINKS[field];
  await tx.delete(table).where(eq(table.addressJobId, addressJobId));
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await tx.insert(table).values(unique.map((id) => ({ addressJobId, [column]: id }) as typeof table.$inferInsert));
}

/** Replaces the skills of one group (the other groups' skills stay). */
export async function replaceSkills(tx: Tx, addressJobId: number, groupId: number, ids: readonly number[]): Promise<void> {
  await tx
    .delete(addressJobSkills)
    .where(
      and(
        eq(addressJobSkills.addressJobId, addressJobId),
        inArray(addressJobSkills.skillId, tx.select({ id: skills.id }).from(skills).where(eq(skills.groupId, groupId))),
      ),
    );
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await tx.insert(addressJobSkills).values(unique.map((skillId) => ({ addressJobId, skillId })));
}

// ---------------------------------------------------------------------------------------------
// Reads

/** A JSON list of the linked reference rows of the current address job (fixed SQL, no input). */
const linked = (link: string, fk: string, ref: string, fields: string, order: string) =>
  sql.raw(
    `(select coalesce(json_agg(json_build_object(${fields}) order by ${order}), '[]'::json) from ${link} l join ${ref} r on r.id = l.${fk} where l.address_job_id = "address_jobs"."id")`,
  );
const linkedSkills = (groupId: number, fields: string) =>
  sql.raw(
    `(select coalesce(json_agg(json_build_object(${fields}) order by r.name, r.id), '[]'::json) from address_job_skills l join skills r on r.id = l.skill_id where l.address_job_id = "address_jobs"."id" and r.group_id = ${Number(groupId)})`,
  );

type Named = { id: number; name: string };

async function selectAddressJobs(db: Executor, where: SQL): Promise<AddressJob[]> {
  const rows = await db
    .select({
      id: addressJobs.id,
      uuid: addressJobs.uuid,
      addressId: addresses.id,
      addressUuid: addresses.uuid,
      qrcodeTown: addresses.qrcodeTown,
      content: addresses.content,
      jobId: jobs.id,
      jobUuid: jobs.uuid,
      jobName: jobs.name,
      monthlySalary: addressJobs.monthlySalary,
      active: addressJobs.active,
      urgent: addressJobs.urgent,
      jobDescription: addressJobs.jobDescription,
      workingTimeId: workingTimes.id,
      workingTimeName: workingTimes.name,
      remoteId: remotes.id,
      remoteName: remotes.name,
      businessUnitId: businessUnits.id,
      businessUnitName: businessUnits.name,
      similarJobs: sql<
        { id: number }[]
      >`(select coalesce(json_agg(json_build_object('id', s.similar_job_id) order by s.similar_job_id), '[]'::json) from similar_jobs s where s.job_id = ${jobs.id})`,
      contracts: sql<
        Named[]
      >`${linked('address_job_contracts', 'contract_id', 'contracts', "'id', r.id, 'name', r.name", 'r.position, r.id')}`,
      experiences: sql<
        Named[]
      >`${linked('address_job_experiences', 'experience_id', 'experiences', "'id', r.id, 'name', r.name", 'r.level, r.id')}`,
      languages: sql<
        Named[]
      >`${linked('address_job_languages', 'language_id', 'languages', "'id', r.id, 'name', r.name", 'r.position, r.name')}`,
      licences: sql<Named[]>`${linked('address_job_licences', 'licence_id', 'licences', "'id', r.id, 'name', r.name", 'r.id')}`,
      locomotions: sql<
        (Named & { icon: string })[]
      >`${linked('address_job_locomotions', 'locomotion_id', 'locomotions', "'id', r.id, 'name', r.name, 'icon', r.icon", 'r.id')}`,
      caces: sql<Named[]>`${linked('address_job_caces', 'caces_id', 'caces', "'id', r.id, 'name', r.name", 'r.code, r.id')}`,
      personalQualities: sql<Named[]>`${linkedSkills(SKILL_GROUP.personalQualities, "'id', r.id, 'name', r.name")}`,
      professionalKnowledge: sql<Named[]>`${linkedSkills(SKILL_GROUP.professionalKnowledge, "'id', r.id, 'name', r.name")}`,
      professionalSoftSkills: sql<(Named & { description: string | null })[]>`${linkedSkills(
        SKILL_GROUP.professionalSoftSkills,
        "'id', r.id, 'name', r.name, 'description', r.description",
      )}`,
    })
    .from(addressJobs)
    .innerJoin(addresses, eq(addresses.id, addressJobs.addressId))
    .innerJoin(jobs, eq(jobs.id, addressJobs.jobId))
    .leftJoin(workingTimes, eq(workingTimes.id, addressJobs.workingTimeId))
    .leftJoin(remotes, eq(remotes.id, addressJobs.remoteId))
    .leftJoin(businessUnits, eq(businessUnits.id, addressJobs.businessUnitId))
    .where(where)
    .orderBy(asc(addressJobs.createdAt), asc(addressJobs.id));
  return rows.map(toAddressJob);
}

const townOf = (qrcodeTown: string | null, content: PlaceColumn | null): string | null =>
  qrcodeTown ?? content?.featureName ?? content?.placeName ?? null;

/** Maps a row to the spec's Address job shape (section 3); column names never reach JSON. */
function toAddressJob(r: {
  id: number;
  uuid: string;
  addressId: number;
  addressUuid: string;
  qrcodeTown: string | null;
  content: PlaceColumn | null;
  jobId: number;
  jobUuid: string;
  jobName: string;
  monthlySalary: number | null;
  active: boolean;
  urgent: boolean;
  jobDescription: string | null;
  workingTimeId: number | null;
  workingTimeName: string | null;
  remoteId: number | null;
  remoteName: string | null;
  businessUnitId: number | null;
  businessUnitName: string | null;
  similarJobs: { id: number }[];
  contracts: Named[];
  experiences: Named[];
  languages: Named[];
  licences: Named[];
  locomotions: (Named & { icon: string })[];
  caces: Named[];
  personalQualities: Named[];
  professionalKnowledge: Named[];
  professionalSoftSkills: (Named & { description: string | null })[];
}): AddressJob {
  const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
  return {
    id: r.id,
    uuid: r.uuid,
    address: { id: r.addressId, uuid: r.addressUuid },
    job: { id: r.jobId, uuid: r.jobUuid, name: r.jobName, similarJobs: r.similarJobs },
    name: r.jobName,
    town: townOf(r.qrcodeTown, r.content),
    contracts: r.contracts,
    workingTime: named(r.workingTimeId, r.workingTimeName),
    remote: named(r.remoteId, r.remoteName),
    monthlySalary: r.monthlySalary,
    active: r.active,
    urgent: r.urgent,
    businessUnit: named(r.businessUnitId, r.businessUnitName),
    businessUnitName: r.businessUnitName,
    similarJobs: r.similarJobs,
    jobDescription: r.jobDescription,
    experiences: r.experiences,
    languages: r.languages,
    licences: r.licences,
    locomotions: r.locomotions,
    caces: r.caces,
    personalQualities: r.personalQualities,
    professionalKnowledge: r.professionalKnowledge,
    professionalSoftSkills: r.professionalSoftSkills,
  };
}

/**
 * The jobs of an address in the spec's Address job shape, oldest first. The caller has checked
 * that the address may be read (the addresses module uses it for GET /api/addresses/{uuid}/).
 */
export const listAddressJobs = (db: Executor, addressId: number): Promise<AddressJob[]> =>
  selectAddressJobs(db, eq(addressJobs.addressId, addressId));

export async function getAddressJob(db: Executor, id: number): Promise<AddressJob | undefined> {
  const [job] = await selectAddressJobs(db, eq(addressJobs.id, id));
  return job;
}

/** Stored criteria ids of an address job, per field (to check a partial update against the rules). */
export async function criteriaIdsOf(db: Executor, addressJobId: number): Promise<Record<string, number[]>> {
  const job = await getAddressJob(db, addressJobId);
  if (!job) return {};
  const ids = (list: { id: number }[]) => list.map((x) => x.id);
  return {
    experiences: ids(job.experiences),
    languages: ids(job.languages),
    licences: ids(job.licences),
    locomotions: ids(job.locomotions),
    caces: ids(job.caces),
    personalQualities: ids(job.personalQualities),
    professionalKnowledge: ids(job.professionalKnowledge),
    professionalSoftSkills: ids(job.professionalSoftSkills),
  };
}
