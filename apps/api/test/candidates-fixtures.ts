import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  addresses,
  addressJobCaces,
  addressJobExperiences,
  addressJobLanguages,
  addressJobLicences,
  addressJobLocomotions,
  addressJobs,
  addressJobSkills,
  applications,
  businessUnits,
  caces,
  candidateCaces,
  candidateDegrees,
  candidateDocuments,
  candidateLanguages,
  candidateLicences,
  candidateLocomotions,
  candidatePreviousJobs,
  candidates,
  candidateSearchedJobs,
  candidateSkills,
  experiences,
  jobs,
  languages,
  licences,
  locomotions,
  purchases,
  similarJobs,
  skills,
} from '../src/db/schema/index.ts';
import { seedReference } from '../src/db/seed/reference.ts';
import { TEST_REFERENCE } from './reference-catalogue.ts';
import { subscribe } from './addresses-fixtures.ts';

/** Ids of the reference lists, for building candidates and jobs in tests. */
export interface ReferenceIds {
  jobIds: number[];
  /** job id -> its similar job ids (catalogue). */
  similar: Map<number, number[]>;
  /** Jobs that have at least two similar jobs. */
  jobsWithSimilar: number[];
  experienceLevel: Map<number, number>;
  experienceIds: number[];
  skillIds: number[];
  languageIds: number[];
  licenceIds: number[];
  locomotionIds: number[];
  cacesIds: number[];
}

export async function seedReferenceIds(db: Db): Promise<ReferenceIds> {
  await seedReference(db, TEST_REFERENCE);
  const jobRows = await db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id);
  const similarRows = await db.select().from(similarJobs);
  const similar = new Map<number, number[]>();
  for (const r of similarRows) similar.set(r.jobId, [...(similar.get(r.jobId) ?? []), r.similarJobId]);
  const exp = await db.select({ id: experiences.id, level: experiences.level }).from(experiences).orderBy(experiences.level);
  const ids = async (table: typeof skills | typeof languages | typeof licences | typeof locomotions | typeof caces) =>
    (await db.select({ id: table.id }).from(table).orderBy(table.id)).map((r) => r.id);
  return {
    jobIds: jobRows.map((r) => r.id),
    similar,
    jobsWithSimilar: [...similar.entries()].filter(([, v]) => v.length >= 2).map(([k]) => k),
    experienceLevel: new Map(exp.map((e) => [e.id, e.level])),
    experienceIds: exp.map((e) => e.id),
    skillIds: await ids(skills),
    languageIds: await ids(languages),
    licenceIds: await ids(licences),
    locomotionIds: await ids(locomotions),
    cacesIds: await ids(caces),
  };
}

/**
 * A job with similar jobs (`hub`), two of them (`similar`), and a job unrelated to the hub either
 * way (`other`): the three kinds of jobs the matching and the shop's lists tell apart.
 */
export function pickRelatedJobs(ref: ReferenceIds): { hub: number; similar: number[]; other: number } {
  const hub = ref.jobsWithSimilar[0]!;
  const similar = ref.similar.get(hub)!.slice(0, 2);
  const other = ref.jobIds.find((j) => j !== hub && !ref.similar.get(hub)!.includes(j) && !(ref.similar.get(j) ?? []).includes(hub))!;
  return { hub, similar, other };
}

export interface CandidateInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string | null;
  birthDate?: string | null;
  streetAddress?: string | null;
  cityName?: string | null;
  postalCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  withDisability?: boolean;
  tag?: 'rare' | null;
  signedUpAt?: Date;
  /** When the candidate proved the e-mail (decision 119); proven by default, null: not proven (never in the shop). */
  emailVerifiedAt?: Date | null;
  avatar?: string | null;
  searchedJobs?: { jobId: number; experienceId: number | null }[];
  skillIds?: number[];
  languageIds?: number[];
  licenceIds?: number[];
  locomotionIds?: number[];
  cacesIds?: number[];
  documents?: { name: string; fileKey: string }[];
  degrees?: { name: string; school?: string; year?: number }[];
  previousJobs?: { jobName: string; beginningDate: string; endDate?: string | null; stillInOffice?: boolean; description?: string }[];
}

let counter = 0;

export async function createCandidate(db: Db, input: CandidateInput = {}): Promise<{ id: number; uuid: string }> {
  counter += 1;
  const [row] = await db
    .insert(candidates)
    .values({
      firstName: input.firstName ?? `Prénom${counter}`,
      lastName: input.lastName ?? `Nom${counter}`,
      email: input.email ?? `candidat${counter}-${randomBytes(3).toString('hex')}@example.test`,
      phoneNumber: input.phoneNumber === undefined ? '0612345678' : input.phoneNumber,
      birthDate: input.birthDate === undefined ? '1995-04-12' : input.birthDate,
      streetAddress: input.streetAddress === undefined ? '12 rue des Lilas' : input.streetAddress,
      cityName: input.cityName === undefined ? 'Lyon' : input.cityName,
      postalCode: input.postalCode === undefined ? '69003' : input.postalCode,
      context: 'Rhône, Auvergne-Rhône-Alpes',
      latitude: input.latitude === undefined ? 45.76 : input.latitude,
      longitude: input.longitude === undefined ? 4.85 : input.longitude,
      withDisability: input.withDisability ?? false,
      tag: input.tag ?? null,
      avatar: input.avatar ?? null,
      signedUpAt: input.signedUpAt ?? new Date(Date.now() - 30 * 86_400_000),
      emailVerifiedAt: input.emailVerifiedAt === undefined ? new Date() : input.emailVerifiedAt,
    })
    .returning({ id: candidates.id, uuid: candidates.uuid });
  const id = row!.id;
  if (input.searchedJobs?.length)
    await db
      .insert(candidateSearchedJobs)
      .values(input.searchedJobs.map((s, position) => ({ candidateId: id, jobId: s.jobId, experienceId: s.experienceId, position })));
  if (input.skillIds?.length) await db.insert(candidateSkills).values(input.skillIds.map((skillId) => ({ candidateId: id, skillId })));
  if (input.languageIds?.length)
    await db.insert(candidateLanguages).values(input.languageIds.map((languageId) => ({ candidateId: id, languageId })));
  if (input.licenceIds?.length)
    await db.insert(candidateLicences).values(input.licenceIds.map((licenceId) => ({ candidateId: id, licenceId })));
  if (input.locomotionIds?.length)
    await db.insert(candidateLocomotions).values(input.locomotionIds.map((locomotionId) => ({ candidateId: id, locomotionId })));
  if (input.cacesIds?.length) await db.insert(candidateCaces).values(input.cacesIds.map((cacesId) => ({ candidateId: id, cacesId })));
  if (input.documents?.length) await db.insert(candidateDocuments).values(input.documents.map((d) => ({ candidateId: id, ...d })));
  if (input.degrees?.length) await db.insert(candidateDegrees).values(input.degrees.map((d) => ({ candidateId: id, ...d })));
  if (input.previousJobs?.length) await db.insert(candidatePreviousJobs).values(input.previousJobs.map((p) => ({ candidateId: id, ...p })));
  return { id, uuid: row!.uuid };
}

export async function createAddress(
  db: Db,
  recruiterId: number,
  input: {
    name?: string;
    latitude?: number | null;
    longitude?: number | null;
    subscription?: 'active' | 'canceled' | null;
    parentId?: number;
  } = {},
): Promise<{ id: number; uuid: string }> {
  const [row] = await db
    .insert(addresses)
    .values({
      recruiterId,
      name: input.name ?? 'Boulangerie du Centre',
      parentId: input.parentId ?? null,
      latitude: input.latitude === undefined ? 45.75 : input.latitude,
      longitude: input.longitude === undefined ? 4.84 : input.longitude,
      content: { placeName: 'Lyon', featureName: 'Lyon', context: 'Rhône', description: 'Lyon 69003' },
    })
    .returning({ id: addresses.id, uuid: addresses.uuid });
  if (input.subscription) await subscribe(db, recruiterId, row!.id, input.subscription, 300);
  return row!;
}

export interface AddressJobInput {
  jobId: number;
  experienceIds?: number[];
  skillIds?: number[];
  languageIds?: number[];
  licenceIds?: number[];
  locomotionIds?: number[];
  cacesIds?: number[];
  businessUnitId?: number | null;
}

export async function createAddressJob(db: Db, addressId: number, input: AddressJobInput): Promise<{ id: number; uuid: string }> {
  const [row] = await db
    .insert(addressJobs)
    .values({ addressId, jobId: input.jobId, businessUnitId: input.businessUnitId ?? null, monthlySalary: 2000 })
    .returning({ id: addressJobs.id, uuid: addressJobs.uuid });
  const id = row!.id;
  if (input.experienceIds?.length)
    await db.insert(addressJobExperiences).values(input.experienceIds.map((experienceId) => ({ addressJobId: id, experienceId })));
  if (input.skillIds?.length) await db.insert(addressJobSkills).values(input.skillIds.map((skillId) => ({ addressJobId: id, skillId })));
  if (input.languageIds?.length)
    await db.insert(addressJobLanguages).values(input.languageIds.map((languageId) => ({ addressJobId: id, languageId })));
  if (input.licenceIds?.length)
    await db.insert(addressJobLicences).values(input.licenceIds.map((licenceId) => ({ addressJobId: id, licenceId })));
  if (input.locomotionIds?.length)
    await db.insert(addressJobLocomotions).values(input.locomotionIds.map((locomotionId) => ({ addressJobId: id, locomotionId })));
  if (input.cacesIds?.length) await db.insert(addressJobCaces).values(input.cacesIds.map((cacesId) => ({ addressJobId: id, cacesId })));
  return row!;
}

export async function createBusinessUnit(db: Db, addressId: number, name = 'Production'): Promise<number> {
  const [row] = await db.insert(businessUnits).values({ addressId, name }).returning({ id: businessUnits.id });
  return row!.id;
}

export async function createApplication(
  db: Db,
  input: {
    candidateId: number;
    addressId: number;
    /** The address job applied to (null: a free application). */
    addressJobId?: number | null;
    jobId?: number | null;
    experienceId?: number | null;
    businessUnitId?: number | null;
    completedAt?: string;
    favorite?: boolean;
    /** The details typed with the application (decision 119); the candidate's by default. */
    typed?: { firstName: string; lastName: string; email: string; phoneNumber: string | null; withDisability: boolean };
    emailConfirmedAt?: Date | null;
  },
): Promise<{ id: number; uuid: string }> {
  const [candidate] = await db
    .select({
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      phoneNumber: candidates.phoneNumber,
      withDisability: candidates.withDisability,
    })
    .from(candidates)
    .where(eq(candidates.id, input.candidateId));
  const [row] = await db
    .insert(applications)
    .values({
      ...(input.typed ?? candidate!),
      emailConfirmedAt: input.emailConfirmedAt === undefined ? new Date() : input.emailConfirmedAt,
      candidateId: input.candidateId,
      addressId: input.addressId,
      addressJobId: input.addressJobId ?? null,
      jobId: input.jobId ?? null,
      experienceId: input.experienceId ?? null,
      businessUnitId: input.businessUnitId ?? null,
      completedAt: input.completedAt ?? new Date().toISOString().slice(0, 10),
      favorite: input.favorite ?? false,
    })
    .returning({ id: applications.id, uuid: applications.uuid });
  return row!;
}

export async function createPurchase(db: Db, recruiterId: number, candidateId: number, purchasedAt = new Date()): Promise<void> {
  await db.insert(purchases).values({ recruiterId, candidateId, priceCents: 1500, purchasedAt });
}

/** Number of refresh requests waiting. */
export async function queueLength(db: Db): Promise<number> {
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM match_refresh_queue`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}
