import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  activitySectors,
  addressAdvantages,
  addresses,
  addressJobs,
  addressRecruitmentSteps,
  advantages,
  contactMessages,
  jobs,
  prices,
  recruiters,
  recruitmentSteps,
  subscriptions,
} from '../../db/schema/index.ts';
import type { AddressRow } from './addresses.mapper.ts';
import { escapeLike } from '../../lib/sql.ts';
import { runningSql } from '../subscriptions/index.ts';
import { priceValidAt } from '../products/index.ts';
import { addressOwnedBy } from '../../access/ownership.ts';

const parent = alias(addresses, 'parent_address');

/** The query of `selectAddressRows`, unrun (benchmarks print its plan). */
export function addressRowsQuery(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  // The address's latest subscription, the first entry of subscriptions_address_latest_idx for
  // each address (a lateral join): the cost follows the recruiter's addresses, not the whole table.
  const latestSub = db
    .select({
      status: subscriptions.status,
      priceId: subscriptions.priceId,
      productId: subscriptions.productId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.addressId, addresses.id))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1)
    .as('latest_sub');

  return db
    .select({
      id: addresses.id,
      uuid: addresses.uuid,
      name: addresses.name,
      content: addresses.content,
      logo: addresses.logo,
      activitySectorId: addresses.activitySectorId,
      activitySectorName: activitySectors.name,
      qrcodeTown: addresses.qrcodeTown,
      siret: addresses.siret,
      active: addresses.active,
      recruiterUuid: recruiters.uuid,
      recruiterMaxAddresses: recruiters.maxAddresses,
      parentId: addresses.parentId,
      parentUuid: parent.uuid,
      childrenLength: sql<number>`(select count(*)::int from ${addresses} c where c.parent_id = ${addresses.id})`,
      receiveApplicationByEmail: addresses.receiveApplicationByEmail,
      email: addresses.email,
      frequency: addresses.frequency,
      freeApplication: addresses.freeApplication,
      completedAt: addresses.completedAt,
      subStatus: latestSub.status,
      subPriceId: latestSub.priceId,
      subProductId: latestSub.productId,
      subPeriodEnd: latestSub.currentPeriodEnd,
      subCancel: latestSub.cancelAtPeriodEnd,
    })
    .from(addresses)
    .innerJoin(recruiters, eq(recruiters.id, addresses.recruiterId))
    .leftJoin(activitySectors, eq(activitySectors.id, addresses.activitySectorId))
    .leftJoin(parent, eq(parent.id, addresses.parentId))
    .leftJoinLateral(latestSub, sql`true`)
    .where(where)
    .orderBy(sql`${addresses.parentId} nulls first`, asc(addresses.name), asc(addresses.id))
    .limit(page?.limit ?? 1_000_000)
    .offset(page?.offset ?? 0);
}

type AddressQueryRow = Awaited<ReturnType<typeof addressRowsQuery>>[number];

/** The latest subscription of an address from its columns (none when the lateral join found none). */
const subscriptionOf = (
  status: string | null,
  priceId: number | null,
  productId: number | null,
  periodEnd: Date | string | null,
  cancel: boolean | null,
): AddressRow['subscription'] =>
  status !== null && priceId !== null && productId !== null && periodEnd !== null
    ? { status, priceId, productId, currentPeriodEnd: new Date(periodEnd), cancelAtPeriodEnd: cancel ?? false }
    : null;

const toAddressRows = (rows: AddressQueryRow[]): AddressRow[] =>
  rows.map((r) => ({ ...r, subscription: subscriptionOf(r.subStatus, r.subPriceId, r.subProductId, r.subPeriodEnd, r.subCancel) }));

/** Address rows with their sector, parent, children count and latest subscription. */
export async function selectAddressRows(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<AddressRow[]> {
  return toAddressRows(await addressRowsQuery(db, where, page));
}

/**
 * The same rows as `addressRowsQuery` for every address of the recruiter row `owner` (a table of
 * the enclosing statement), as one JSON array, so that another statement can carry them: the
 * profile reads the caller, the account and its addresses in one round trip (decision 101). Read
 * them back with `addressRowsFromJson`; `addresses.test.ts` checks that both give the same rows.
 *
 * Each address is an array of its columns (`JsonAddressArray` names them), not an object (decision
 * 104): json_build_object took a key and a value per column, 46 arguments whose types PostgreSQL
 * resolves at every row, and the keys were text for the API to parse. The owner's columns
 * (`recruiterUuid`, `recruiterMaxAddresses`) are not repeated: the reader takes them from the
 * enclosing row; `completedAt` is not carried (no answer of the profile shows it). The sector and
 * the parent are read by key for each address (no hash of the sectors table at every call); the
 * latest subscription is the first entry of `subscriptions_address_latest_idx` (no sort); the
 * period end travels as PostgreSQL's text, the form the driver receives for the column.
 */
export function recruiterAddressRowsJson(owner: typeof recruiters): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_array(
      a.id, a.uuid, a.name, a.content, a.logo, a.activity_sector_id,
      (SELECT sector.name FROM activity_sectors sector WHERE sector.id = a.activity_sector_id),
      a.qrcode_town, a.siret, a.active, a.parent_id,
      (SELECT parent.uuid FROM addresses parent WHERE parent.id = a.parent_id),
      (SELECT count(*)::int FROM addresses c WHERE c.parent_id = a.id),
      a.receive_application_by_email, a.email, a.frequency, a.free_application,
      latest_sub.status, latest_sub.price_id, latest_sub.product_id, latest_sub.current_period_end::text,
      latest_sub.cancel_at_period_end)
      ORDER BY a.parent_id NULLS FIRST, a.name, a.id), '[]'::json)
    FROM addresses a
    LEFT JOIN LATERAL (SELECT s.status, s.price_id, s.product_id, s.current_period_end, s.cancel_at_period_end
      FROM subscriptions s WHERE s.address_id = a.id ORDER BY s.current_period_end DESC LIMIT 1) latest_sub ON true
    WHERE a.recruiter_id = ${owner.id})`;
}

/** An address row as the profile reads it: every column of `AddressRow` but `completedAt`. */
export type ProfileAddressRow = Omit<AddressRow, 'completedAt'>;

/** One address of `recruiterAddressRowsJson`: its columns, in the order of the SQL. */
type JsonAddressArray = [
  id: number,
  uuid: string,
  name: string,
  content: AddressRow['content'],
  logo: string | null,
  activitySectorId: number | null,
  activitySectorName: string | null,
  qrcodeTown: string | null,
  siret: string | null,
  active: boolean,
  parentId: number | null,
  parentUuid: string | null,
  childrenLength: number,
  receiveApplicationByEmail: boolean,
  email: string | null,
  frequency: AddressRow['frequency'],
  freeApplication: boolean,
  subStatus: string | null,
  subPriceId: number | null,
  subProductId: number | null,
  subPeriodEnd: string | null,
  subCancel: boolean | null,
];

/**
 * The rows of `recruiterAddressRowsJson`, as the driver hands the JSON over (parsed) or as text,
 * with the owner's columns from the enclosing row; the period end becomes a Date as the column's
 * own decoding makes it.
 */
export function addressRowsFromJson(value: unknown, owner: { recruiterUuid: string; recruiterMaxAddresses: number }): ProfileAddressRow[] {
  const arrays = (typeof value === 'string' ? JSON.parse(value) : value) as JsonAddressArray[];
  return arrays.map((r) => ({
    id: r[0],
    uuid: r[1],
    name: r[2],
    content: r[3],
    logo: r[4],
    activitySectorId: r[5],
    activitySectorName: r[6],
    qrcodeTown: r[7],
    siret: r[8],
    active: r[9],
    recruiterUuid: owner.recruiterUuid,
    recruiterMaxAddresses: owner.recruiterMaxAddresses,
    parentId: r[10],
    parentUuid: r[11],
    childrenLength: r[12],
    receiveApplicationByEmail: r[13],
    email: r[14],
    frequency: r[15],
    freeApplication: r[16],
    subscription: subscriptionOf(r[17], r[18], r[19], r[20], r[21]),
  }));
}

// ---------------------------------------------------------------------------------------------
// Addresses feature (list, one address, updates). Every read is scoped by the owner's recruiter
// id: another recruiter's address is simply not found.

/** The recruiter's addresses whose name or place contains `search`, accents and case ignored. */
export function ownedAddressesWhere(recruiterId: number, search?: string): SQL {
  const owner = addressOwnedBy(recruiterId);
  const q = search?.trim();
  if (!q) return owner;
  const pattern = `%${escapeLike(q)}%`;
  return and(
    owner,
    sql`(f_unaccent(lower(${addresses.name})) like f_unaccent(lower(${pattern})) or f_unaccent(lower(coalesce(${addresses.content}->>'placeName', ''))) like f_unaccent(lower(${pattern})))`,
  )!;
}

export async function countAddresses(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(where);
  return row?.n ?? 0;
}

export const ownedAddressWhere = (recruiterId: number, uuid: string): SQL => and(addressOwnedBy(recruiterId), eq(addresses.uuid, uuid))!;

/** The one address matching `where`, or undefined. */
async function findAddressRow(db: Db, where: SQL): Promise<AddressRow | undefined> {
  const [row] = await selectAddressRows(db, where);
  return row;
}

export const findOwnedAddressRow = (db: Db, recruiterId: number, uuid: string) => findAddressRow(db, ownedAddressWhere(recruiterId, uuid));

/**
 * The one rule of a live site (decision 144), on the `addresses` row named `alias`: it serves its QR
 * codes and poster, its public apply page, and takes applications. A site is live when it is
 * active, not waiting for its first payment (decision 131's `unpaid_draft_at`, decision 141), and
 * what pays for it runs: a premium account's sites are covered by its contract; any other site is
 * covered by its running subscription (`runningSql`), or needs none when it never had one (free by
 * design: a head-hunter's first site, invited franchise sites, sites made by the team). A site whose
 * subscription expired or was cancelled is not live, and is live again once paid again.
 */
export const liveSiteSql = (alias: string): SQL => {
  const a = sql.raw(alias);
  // A suspended account's sites are not live (decision 161): no apply page, company page or alert.
  return sql`(${a}.active AND ${a}.unpaid_draft_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM recruiters sus_r JOIN users sus_u ON sus_u.id = sus_r.user_id
      WHERE sus_r.id = ${a}.recruiter_id AND sus_u.suspended_at IS NOT NULL) AND (
    EXISTS (SELECT 1 FROM recruiters live_r WHERE live_r.id = ${a}.recruiter_id AND live_r.max_addresses > 0)
    OR NOT EXISTS (SELECT 1 FROM subscriptions live_s WHERE live_s.address_id = ${a}.id)
    OR EXISTS (SELECT 1 FROM subscriptions live_s WHERE live_s.address_id = ${a}.id AND ${runningSql('live_s')})))`;
};

/** Whether the site `id` is live (`liveSiteSql`). */
export async function isLiveSite(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ live: sql<boolean>`${liveSiteSql('a')}` })
    .from(sql`addresses a`)
    .where(sql`a.id = ${id}`)
    .limit(1);
  return row?.live === true;
}

export const findAddressRowById = (db: Db, id: number) => findAddressRow(db, eq(addresses.id, id));

/** An address by uuid alone, whoever owns it (the public completion link). */
export const findAddressRowByUuid = (db: Db, uuid: string) => findAddressRow(db, eq(addresses.uuid, uuid));

/** Columns the summary does not carry (brand page, place coordinates). */
export async function findAddressExtras(db: Db, id: number) {
  const [row] = await db
    .select({
      youtubeLink: addresses.youtubeLink,
      picture: addresses.picture,
      pictureTwo: addresses.pictureTwo,
      pictureThree: addresses.pictureThree,
      values: addresses.values,
      description: addresses.description,
    })
    .from(addresses)
    .where(eq(addresses.id, id))
    .limit(1);
  return row;
}

export type AddressUpdate = Partial<typeof addresses.$inferInsert>;

export async function updateAddressColumns(db: Db | Tx, id: number, values: AddressUpdate): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(addresses.id, id));
}

export async function deleteAddressById(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Children of another account may name this address as parent (no foreign key): detach them.
    await tx.update(addresses).set({ parentId: null }).where(eq(addresses.parentId, id));
    await tx.delete(addresses).where(eq(addresses.id, id));
  });
}

export async function listAddressJobItems(db: Db, addressId: number) {
  const rows = await db
    .select({
      id: addressJobs.id,
      uuid: addressJobs.uuid,
      jobId: jobs.id,
      jobUuid: jobs.uuid,
      jobName: jobs.name,
      active: addressJobs.active,
      urgent: addressJobs.urgent,
      monthlySalary: addressJobs.monthlySalary,
    })
    .from(addressJobs)
    .innerJoin(jobs, eq(jobs.id, addressJobs.jobId))
    .where(eq(addressJobs.addressId, addressId))
    .orderBy(asc(addressJobs.createdAt), asc(addressJobs.id));
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    job: { id: r.jobId, uuid: r.jobUuid, name: r.jobName },
    name: r.jobName,
    active: r.active,
    urgent: r.urgent,
    monthlySalary: r.monthlySalary,
  }));
}

export async function countAddressJobs(db: Db, addressId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addressJobs).where(eq(addressJobs.addressId, addressId));
  return row?.n ?? 0;
}

export async function listAddressAdvantages(db: Db, addressId: number) {
  const rows = await db
    .select({ id: advantages.id, name: advantages.name, icon: advantages.icon, category: advantages.categoryId })
    .from(addressAdvantages)
    .innerJoin(advantages, eq(advantages.id, addressAdvantages.advantageId))
    .where(eq(addressAdvantages.addressId, addressId))
    .orderBy(asc(advantages.id));
  return rows;
}

export async function listAddressRecruitmentSteps(db: Db, addressId: number) {
  return db
    .select({ id: recruitmentSteps.id, name: recruitmentSteps.name })
    .from(addressRecruitmentSteps)
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, addressRecruitmentSteps.stepId))
    .where(eq(addressRecruitmentSteps.addressId, addressId))
    .orderBy(asc(addressRecruitmentSteps.position));
}

export async function activitySectorExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: activitySectors.id }).from(activitySectors).where(eq(activitySectors.id, id)).limit(1);
  return rows.length > 0;
}

/** Of `ids`, those an address may select: catalogue advantages and its own custom ones. */
export async function selectableAdvantageIds(db: Db, addressId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: advantages.id })
    .from(advantages)
    .where(and(inArray(advantages.id, ids), or(isNotNull(advantages.categoryId), eq(advantages.addressId, addressId))));
  return new Set(rows.map((r) => r.id));
}

export async function existingRecruitmentStepIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: recruitmentSteps.id }).from(recruitmentSteps).where(inArray(recruitmentSteps.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function replaceAdvantages(tx: Tx, addressId: number, ids: number[]): Promise<void> {
  await tx.delete(addressAdvantages).where(eq(addressAdvantages.addressId, addressId));
  if (ids.length > 0) await tx.insert(addressAdvantages).values([...new Set(ids)].map((advantageId) => ({ addressId, advantageId })));
}

export async function replaceRecruitmentSteps(tx: Tx, addressId: number, ids: number[]): Promise<void> {
  await tx.delete(addressRecruitmentSteps).where(eq(addressRecruitmentSteps.addressId, addressId));
  if (ids.length > 0) await tx.insert(addressRecruitmentSteps).values(ids.map((stepId, position) => ({ addressId, position, stepId })));
}

/** Whether the recruiter may see the QR-code pages (spec section 6: displayQrCodePage flag). */
export async function recruiterShowsQrCodes(db: Db, recruiterId: number): Promise<boolean> {
  const [row] = await db.select({ flag: recruiters.displayQrCodePage }).from(recruiters).where(eq(recruiters.id, recruiterId)).limit(1);
  return row?.flag ?? false;
}

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(values);
}

/** The QR products ordered for an address and paid (single goods: stickers, posters), by product. */
export async function listAddressProducts(db: Db, addressId: number): Promise<{ id: number; name: string; quantity: number }[]> {
  const result = await db.execute(sql`
    SELECT p.id, p.name, sum(l.quantity)::int AS quantity
    FROM order_lines l
    JOIN orders o ON o.id = l.order_id AND o.status = 'paid'
    JOIN products p ON p.id = l.product_id
    JOIN prices pr ON pr.id = l.price_id AND pr.interval IS NULL
    WHERE l.address_id = ${addressId}
    GROUP BY p.id, p.name ORDER BY p.name`);
  return (result as unknown as { rows: { id: number; name: string; quantity: number }[] }).rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    quantity: Number(r.quantity),
  }));
}

/** The prices of a product, as the address detail shows them for its subscription. */
export async function listProductPrices(db: Db, productId: number) {
  const rows = await db
    .select({ id: prices.id, unitAmount: prices.unitAmount, interval: prices.interval, intervalCount: prices.intervalCount })
    .from(prices)
    // The prices valid now (decision 160): a price changed by staff shows its current amount only.
    .where(and(eq(prices.productId, productId), priceValidAt(new Date())))
    .orderBy(prices.id);
  return rows.map((r) => ({
    id: r.id,
    unitAmount: r.unitAmount,
    recurring: r.interval ? { interval: r.interval as 'month' | 'year', intervalCount: r.intervalCount ?? 1 } : null,
  }));
}
