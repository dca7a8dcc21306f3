import type { Language } from '@app/contracts/constants';
import { isPremiumPlan, mayUseBrand } from '@app/contracts/roles';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  activitySectors,
  addressAdvantages,
  addresses,
  addressJobs,
  advantages,
  applications,
  candidates,
  candidateSearchedJobs,
  experiences,
  jobs,
  recruiters,
  remotes,
  workingTimes,
} from '../../db/schema/index.ts';
import type { PlaceColumn } from '../../db/schema/types.ts';
import { ADDRESS_RECRUITER_ID, ownerLanguageSql } from '../../lib/mail-language.ts';
import { liveSiteSql } from '../addresses/index.ts';

type Executor = Db | Tx;

/** The town shown for a site: its QR-code town, else its place (same rule as address jobs, decision 021). */
export const townOf = (qrcodeTown: string | null, content: PlaceColumn | null): string | null =>
  qrcodeTown ?? content?.featureName ?? content?.placeName ?? null;

export interface PageAddressRow {
  id: number;
  uuid: string;
  name: string;
  logo: string | null;
  town: string | null;
  parentId: number | null;
  activitySector: { id: number; name: string } | null;
  description: string | null;
  values: string | null;
  /** The media tab: pictures (public file addresses) and the video link. */
  pictures: string[];
  video: string | null;
  /** The site's coordinates, when its place has some. */
  latitude: number | null;
  longitude: number | null;
  freeApplication: boolean;
  premium: boolean;
  brandAllowed: boolean;
  /** The employer's company name, for the candidate's receipt (decision 125); never on the page. */
  company: string | null;
}

/** An active address by its public uuid, with what the page shows (no contact column is read). */
export async function findActiveAddress(db: Executor, uuid: string): Promise<PageAddressRow | undefined> {
  const [row] = await db
    .select({
      id: addresses.id,
      uuid: addresses.uuid,
      name: addresses.name,
      logo: addresses.logo,
      qrcodeTown: addresses.qrcodeTown,
      content: addresses.content,
      parentId: addresses.parentId,
      sectorId: activitySectors.id,
      sectorName: activitySectors.name,
      description: addresses.description,
      values: addresses.values,
      picture: addresses.picture,
      pictureTwo: addresses.pictureTwo,
      pictureThree: addresses.pictureThree,
      youtubeLink: addresses.youtubeLink,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
      freeApplication: addresses.freeApplication,
      maxAddresses: recruiters.maxAddresses,
      headhunterPremium: recruiters.headhunterPremium,
      company: recruiters.company,
    })
    .from(addresses)
    .innerJoin(recruiters, eq(recruiters.id, addresses.recruiterId))
    .leftJoin(activitySectors, eq(activitySectors.id, addresses.activitySectorId))
    // Only a live site has an apply page and takes applications (decision 144).
    .where(and(eq(addresses.uuid, uuid), liveSiteSql('addresses')))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    logo: row.logo,
    town: townOf(row.qrcodeTown, row.content),
    parentId: row.parentId,
    activitySector: row.sectorId !== null && row.sectorName !== null ? { id: row.sectorId, name: row.sectorName } : null,
    description: row.description,
    values: row.values,
    pictures: [row.picture, row.pictureTwo, row.pictureThree].filter((p): p is string => Boolean(p)),
    video: row.youtubeLink?.trim() || null,
    latitude: row.latitude,
    longitude: row.longitude,
    freeApplication: row.freeApplication,
    premium: isPremiumPlan(row.maxAddresses),
    // The owner's brand access (contracts/roles.ts), the rule of the brand page's routes.
    brandAllowed: mayUseBrand({ premium: isPremiumPlan(row.maxAddresses), headhunterPremium: row.headhunterPremium }),
    company: row.company,
  };
}

export interface SiteRow {
  id: number;
  uuid: string;
  name: string;
  town: string | null;
  freeApplication: boolean;
  receiveApplicationByEmail: boolean;
  email: string | null;
  /** 'none': each application is mailed at once; daily and weekly: in a digest (decision 071). */
  frequency: 'none' | 'daily' | 'weekly';
  /** The language of the account that owns the site: its mails are written in it (decision 135). */
  ownerLanguage: Language;
}

/** What the apply page and the application mail need of a site. */
const siteColumns = {
  id: addresses.id,
  uuid: addresses.uuid,
  name: addresses.name,
  qrcodeTown: addresses.qrcodeTown,
  content: addresses.content,
  freeApplication: addresses.freeApplication,
  receiveApplicationByEmail: addresses.receiveApplicationByEmail,
  email: addresses.email,
  frequency: addresses.frequency,
  ownerLanguage: ownerLanguageSql(ADDRESS_RECRUITER_ID),
};

/** Active child addresses of a parent address, by name. */
export async function listActiveChildren(db: Executor, parentId: number): Promise<SiteRow[]> {
  const rows = await db
    .select(siteColumns)
    .from(addresses)
    .where(and(eq(addresses.parentId, parentId), liveSiteSql('addresses')))
    .orderBy(asc(addresses.name), asc(addresses.id));
  return rows.map(toSite);
}

export async function findSitesByIds(db: Executor, ids: number[]): Promise<SiteRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(siteColumns).from(addresses).where(inArray(addresses.id, ids));
  return rows.map(toSite);
}

function toSite(r: {
  id: number;
  uuid: string;
  name: string;
  qrcodeTown: string | null;
  content: PlaceColumn | null;
  freeApplication: boolean;
  receiveApplicationByEmail: boolean;
  email: string | null;
  frequency: 'none' | 'daily' | 'weekly';
  ownerLanguage: Language;
}): SiteRow {
  return {
    id: r.id,
    uuid: r.uuid,
    name: r.name,
    town: townOf(r.qrcodeTown, r.content),
    freeApplication: r.freeApplication,
    receiveApplicationByEmail: r.receiveApplicationByEmail,
    email: r.email,
    frequency: r.frequency,
    ownerLanguage: r.ownerLanguage,
  };
}

/** Names of the address's advantages (catalogue and its own), by name. */
export async function listAdvantageNames(db: Executor, addressId: number): Promise<string[]> {
  const rows = await db
    .select({ name: advantages.name })
    .from(addressAdvantages)
    .innerJoin(advantages, eq(advantages.id, addressAdvantages.advantageId))
    .where(eq(addressAdvantages.addressId, addressId))
    .orderBy(asc(advantages.name));
  return rows.map((r) => r.name);
}

export interface ActiveJobRow {
  id: number;
  uuid: string;
  addressId: number;
  jobId: number;
  name: string;
  businessUnitId: number | null;
  urgent: boolean;
  workingTime: { id: number; name: string } | null;
  remote: { id: number; name: string } | null;
  contracts: { id: number; name: string }[];
}

/** Active jobs of the given addresses: urgent first, then oldest first. */
export async function listActiveJobs(db: Executor, addressIds: number[]): Promise<ActiveJobRow[]> {
  if (addressIds.length === 0) return [];
  const rows = await db
    .select({
      id: addressJobs.id,
      uuid: addressJobs.uuid,
      addressId: addressJobs.addressId,
      jobId: jobs.id,
      name: jobs.name,
      businessUnitId: addressJobs.businessUnitId,
      urgent: addressJobs.urgent,
      workingTimeId: workingTimes.id,
      workingTimeName: workingTimes.name,
      remoteId: remotes.id,
      remoteName: remotes.name,
      contracts: sql<
        { id: number; name: string }[]
      >`(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.position, c.id), '[]'::json)
        from address_job_contracts l join contracts c on c.id = l.contract_id where l.address_job_id = ${addressJobs.id})`,
    })
    .from(addressJobs)
    .innerJoin(jobs, eq(jobs.id, addressJobs.jobId))
    .leftJoin(workingTimes, eq(workingTimes.id, addressJobs.workingTimeId))
    .leftJoin(remotes, eq(remotes.id, addressJobs.remoteId))
    .where(and(inArray(addressJobs.addressId, addressIds), eq(addressJobs.active, true)))
    .orderBy(sql`${addressJobs.urgent} desc`, asc(addressJobs.createdAt), asc(addressJobs.id));
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    addressId: r.addressId,
    jobId: r.jobId,
    name: r.name,
    businessUnitId: r.businessUnitId,
    urgent: r.urgent,
    workingTime: r.workingTimeId !== null && r.workingTimeName !== null ? { id: r.workingTimeId, name: r.workingTimeName } : null,
    remote: r.remoteId !== null && r.remoteName !== null ? { id: r.remoteId, name: r.remoteName } : null,
    contracts: r.contracts,
  }));
}

/** An address job by uuid among the given addresses, active or not (the caller tells which). */
export async function findAddressJob(db: Executor, uuid: string, addressIds: number[]) {
  if (addressIds.length === 0) return undefined;
  const [row] = await db
    .select({
      id: addressJobs.id,
      addressId: addressJobs.addressId,
      jobId: addressJobs.jobId,
      name: jobs.name,
      active: addressJobs.active,
      businessUnitId: addressJobs.businessUnitId,
    })
    .from(addressJobs)
    .innerJoin(jobs, eq(jobs.id, addressJobs.jobId))
    .where(and(eq(addressJobs.uuid, uuid), inArray(addressJobs.addressId, addressIds)))
    .limit(1);
  return row;
}

export async function experienceExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: experiences.id }).from(experiences).where(eq(experiences.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Serializes the applications of one e-mail address (same candidate) until the transaction ends,
 * so that two quick submissions cannot both pass the duplicate check.
 */
export async function lockEmail(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`apply:${email.toLowerCase()}`}))`);
}

export async function findCandidateByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: candidates.id, uuid: candidates.uuid })
    .from(candidates)
    .where(sql`lower(${candidates.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export interface CandidateValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  withDisability: boolean;
  /** The language of the page applied on: the candidate's mails are written in it (decision 135). */
  language?: Language;
}

export async function insertCandidate(tx: Tx, values: CandidateValues): Promise<{ id: number; uuid: string }> {
  const [row] = await tx.insert(candidates).values(values).returning({ id: candidates.id, uuid: candidates.uuid });
  return row!;
}

/**
 * A known candidate applying again: the application is their last contact (the retention period
 * starts again, decision 093). Nothing else of the candidate is written (decision 119): the details
 * typed stay on the application.
 */
export async function markContact(tx: Tx, id: number): Promise<void> {
  await tx.update(candidates).set({ lastContactAt: new Date(), retentionNoticeAt: null }).where(eq(candidates.id, id));
}

/** Adds the job to the candidate's searched jobs (last position) when it is not there yet. */
export async function addSearchedJobIfAbsent(tx: Tx, candidateId: number, jobId: number, experienceId: number): Promise<void> {
  const rows = await tx
    .select({ jobId: candidateSearchedJobs.jobId })
    .from(candidateSearchedJobs)
    .where(eq(candidateSearchedJobs.candidateId, candidateId));
  if (rows.some((r) => r.jobId === jobId)) return;
  await tx.insert(candidateSearchedJobs).values({ candidateId, jobId, experienceId, position: rows.length });
}

/**
 * The candidate's application to this address job, or free one (no job) to this site, if any: with
 * what was typed with it, its day and whether its e-mail was proven.
 */
/** The candidate's applications to one target (a job, or a site's free application), oldest first. */
const sameTarget = (candidateId: number, target: { addressJobId: number } | { freeAddressId: number }) =>
  'addressJobId' in target
    ? and(eq(applications.candidateId, candidateId), eq(applications.addressJobId, target.addressJobId))
    : and(
        eq(applications.candidateId, candidateId),
        eq(applications.addressId, target.freeAddressId),
        isNull(applications.addressJobId),
        isNull(applications.jobId),
      );

export async function findPreviousApplications(tx: Tx, candidateId: number, target: { addressJobId: number } | { freeAddressId: number }) {
  return tx
    .select({
      id: applications.id,
      firstName: applications.firstName,
      lastName: applications.lastName,
      phoneNumber: applications.phoneNumber,
      withDisability: applications.withDisability,
      completedAt: applications.completedAt,
      emailConfirmedAt: applications.emailConfirmedAt,
    })
    .from(applications)
    .where(sameTarget(candidateId, target))
    .orderBy(applications.id);
}

export async function insertApplication(tx: Tx, values: typeof applications.$inferInsert): Promise<{ id: number; uuid: string }> {
  const [row] = await tx.insert(applications).values(values).returning({ id: applications.id, uuid: applications.uuid });
  return row!;
}
