import { isUniqueViolation } from '../../lib/db-errors.ts';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { LIVE_STATUSES, runningSql } from './subscription-status.ts';
import { addresses, orderLines, orders, prices, products, recruiters, subscriptions } from '../../db/schema/index.ts';
import { addressOwnedBy } from '../../access/ownership.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findRecurringPrices(tx: Db | Tx, priceIds: number[]) {
  if (!priceIds.length) return [];
  return tx
    .select({ id: prices.id, productId: prices.productId, interval: prices.interval, intervalCount: prices.intervalCount })
    .from(prices)
    .where(and(inArray(prices.id, priceIds), sql`${prices.interval} is not null`));
}

/** The latest subscription of the same product for the same address (or the account when none). */
export async function findLatestSubscription(
  tx: Db | Tx,
  recruiterId: number,
  productId: number,
  addressId: number | null,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.recruiterId, recruiterId),
        eq(subscriptions.productId, productId),
        addressId === null ? isNull(subscriptions.addressId) : eq(subscriptions.addressId, addressId),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

/** Addresses among `addressIds` whose subscription runs (a live status, and a period not over). */
export async function findSubscribedAddressIds(db: Db | Tx, addressIds: number[], now: Date): Promise<Set<number>> {
  if (!addressIds.length) return new Set();
  const rows = await db
    .selectDistinct({ addressId: subscriptions.addressId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.addressId, addressIds), runningSql('subscriptions', now)));
  return new Set(rows.map((r) => Number(r.addressId)));
}

/** Address subscriptions still stored live whose paid period ended by `now` become `expired`. */
export async function expireLapsedAddressSubscriptions(tx: Tx, addressId: number, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.addressId, addressId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        sql`${subscriptions.currentPeriodEnd} <= ${now.toISOString()}::timestamptz`,
      ),
    );
}

/** Account-level rows (premium head-hunter, affiliate kit) whose period is over say so (decision 116). */
export async function expireLapsedAccountSubscriptions(tx: Tx, recruiterId: number, productId: number, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.recruiterId, recruiterId),
        eq(subscriptions.productId, productId),
        isNull(subscriptions.addressId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        sql`${subscriptions.currentPeriodEnd} <= ${now.toISOString()}::timestamptz`,
      ),
    );
}

const ONE_LIVE_INDEXES = ['subscriptions_one_live_per_address_idx', 'subscriptions_one_live_per_account_product_idx'];

/**
 * Whether an error is a one-live-subscription index refusing a row: per address (migration 0017),
 * per account and product outside addresses (migration 0025).
 */
export const isOneLivePerAddressViolation = (err: unknown): boolean => isUniqueViolation(err, ONE_LIVE_INDEXES);

export async function insertSubscription(tx: Tx, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

/** Updates the rows of a provider subscription; answers the accounts they belong to (one per row). */
export async function updateByProviderId(
  tx: Tx,
  providerSubscriptionId: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<number[]> {
  const rows = await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .returning({ recruiterId: subscriptions.recruiterId });
  return rows.map((r) => r.recruiterId);
}

/**
 * Locks the rows one provider subscription started (several addresses paid in one checkout share
 * it), so that two events of one renewal invoice run one after the other.
 */
export async function lockByProviderId(tx: Tx, providerSubscriptionId: string): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .orderBy(asc(subscriptions.id))
    .for('update');
}

/** Locks the rows our order `orderUuid` started, when they carry no other provider subscription. */
export async function lockByOriginOrder(tx: Tx, orderUuid: string, providerSubscriptionId: string | null): Promise<SubscriptionRow[]> {
  const rows = await tx
    .select({ sub: subscriptions })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(
      and(
        eq(orders.uuid, orderUuid),
        providerSubscriptionId === null
          ? isNull(subscriptions.providerSubscriptionId)
          : or(isNull(subscriptions.providerSubscriptionId), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .for('update', { of: subscriptions });
  return rows.map((r) => r.sub);
}

export async function listByProviderId(db: Db, providerSubscriptionId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .orderBy(asc(subscriptions.id));
}

/** Subscriptions with the price and product they bill, their address (none for the account's own) and their first order. */
const subscriptionsWithPlan = (db: Db | Tx) =>
  db
    .select({
      sub: subscriptions,
      unitAmount: prices.unitAmount,
      interval: prices.interval,
      intervalCount: prices.intervalCount,
      productCode: products.code,
      productName: products.name,
      addressUuid: addresses.uuid,
      addressName: addresses.name,
      orderUuid: orders.uuid,
      orderKind: orders.kind,
      orderProvider: orders.provider,
    })
    .from(subscriptions)
    .innerJoin(prices, eq(prices.id, subscriptions.priceId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(addresses, eq(addresses.id, subscriptions.addressId))
    .leftJoin(orders, eq(orders.id, subscriptions.orderId));

/** What a renewal bills for each subscription row: its price and product, address, and first order and line. */
export async function findRenewalSources(tx: Db | Tx, rows: SubscriptionRow[]) {
  if (!rows.length) return [];
  const info = await subscriptionsWithPlan(tx).where(
    inArray(
      subscriptions.id,
      rows.map((r) => r.id),
    ),
  );
  const orderIds = [...new Set(rows.map((r) => r.orderId).filter((id): id is number => id !== null))];
  const lines = orderIds.length
    ? await tx.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id))
    : [];
  return rows.map((row) => {
    const meta = info.find((i) => i.sub.id === row.id);
    if (!meta) throw new Error(`subscription ${row.id} has no price`);
    const line = lines.find((l) => l.orderId === row.orderId && l.priceId === row.priceId && l.addressId === row.addressId) ?? null;
    return { ...meta, row, line };
  });
}

export async function setPeriod(
  tx: Tx,
  id: number,
  values: { status: string; currentPeriodStart: Date; currentPeriodEnd: Date },
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.id, id));
}

// Premium head-hunter flag ------------------------------------------------------------------------

const premiumRows = (recruiterId: SQL | number) =>
  sql`select 1 from ${subscriptions} s join ${products} p on p.id = s.product_id
      where s.recruiter_id = ${recruiterId} and p.code = 'premium_headhunter'`;
/** Premium runs while a premium subscription is paid or being retried by the provider, within its period (decision 070). */
const entitledRows = (recruiterId: SQL | number, now: Date) => sql`${premiumRows(recruiterId)} and ${runningSql('s', now)}`;

/**
 * The account's premium flag, row locked (so that the sweep and a payment event decide one after
 * the other), and what its premium subscriptions say: whether it has any, and whether one runs.
 */
export async function lockPremiumState(
  tx: Tx,
  recruiterId: number,
  now: Date,
): Promise<{ flag: boolean; hasSubscription: boolean; entitled: boolean } | null> {
  const [row] = await tx
    .select({ flag: recruiters.headhunterPremium })
    .from(recruiters)
    .where(eq(recruiters.id, recruiterId))
    .for('update');
  if (!row) return null;
  // A statement after the lock: it sees what a payment committed while we waited.
  const [state] = await tx
    .select({
      hasSubscription: sql<boolean>`exists (${premiumRows(recruiterId)})`,
      entitled: sql<boolean>`exists (${entitledRows(recruiterId, now)})`,
    })
    .from(recruiters)
    .where(eq(recruiters.id, recruiterId));
  return { flag: row.flag, hasSubscription: Boolean(state?.hasSubscription), entitled: Boolean(state?.entitled) };
}

export async function setHeadhunterPremium(tx: Tx, recruiterId: number, value: boolean): Promise<void> {
  await tx.update(recruiters).set({ headhunterPremium: value, updatedAt: new Date() }).where(eq(recruiters.id, recruiterId));
}

/** Premium head-hunters whose premium subscriptions have all ended (status or period). */
export async function listLapsedPremiums(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: recruiters.id })
    .from(recruiters)
    .where(
      and(
        eq(recruiters.headhunterPremium, true),
        sql`exists (${premiumRows(sql`${recruiters.id}`)})`,
        sql`not exists (${entitledRows(sql`${recruiters.id}`, now)})`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function listRecruiterSubscriptions(db: Db, recruiterId: number) {
  return subscriptionsWithPlan(db).where(eq(subscriptions.recruiterId, recruiterId)).orderBy(desc(subscriptions.currentPeriodEnd));
}

export async function findRecruiterSubscriptionByUuid(db: Db, recruiterId: number, uuid: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.uuid, uuid), eq(subscriptions.recruiterId, recruiterId)))
    .limit(1);
  return row ?? null;
}

export async function findAddressLatestSubscription(db: Db, recruiterId: number, addressUuid: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select({ sub: subscriptions })
    .from(subscriptions)
    .innerJoin(addresses, eq(addresses.id, subscriptions.addressId))
    .where(and(eq(addresses.uuid, addressUuid), addressOwnedBy(recruiterId), eq(subscriptions.recruiterId, recruiterId)))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row?.sub ?? null;
}

export async function setCancelAtPeriodEnd(db: Db, id: number, cancelAtPeriodEnd = true): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row ?? null;
}
