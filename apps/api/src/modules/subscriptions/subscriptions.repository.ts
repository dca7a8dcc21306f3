import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, prices, products, subscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findRecurringPrices(tx: Db | Tx, priceIds: number[]) {
  if (!priceIds.length) return [];
  return tx
    .select({ id: prices.id, productId: prices.productId, interval: prices.interval, intervalCount: prices.intervalCount })
    .from(prices)
    .where(and(inArray(prices.id, priceIds), sql`${prices.interval} is not null`));
}

/** The latest subscription of the same product for the same address (or the account when none). */
export async function findLatestSubscription(tx: Db | Tx, recruiterId: number, productId: number, addressId: number | null): Promise<SubscriptionRow | null> {
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

export async function insertSubscription(tx: Tx, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

export async function updateByProviderId(tx: Tx, providerSubscriptionId: string, values: Partial<typeof subscriptions.$inferInsert>): Promise<number> {
  const rows = await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .returning({ id: subscriptions.id });
  return rows.length;
}

export async function listRecruiterSubscriptions(db: Db, recruiterId: number) {
  return db
    .select({
      sub: subscriptions,
      productCode: products.code,
      productName: products.name,
      addressUuid: addresses.uuid,
      unitAmount: prices.unitAmount,
      interval: prices.interval,
      intervalCount: prices.intervalCount,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(prices, eq(prices.id, subscriptions.priceId))
    .leftJoin(addresses, eq(addresses.id, subscriptions.addressId))
    .where(eq(subscriptions.recruiterId, recruiterId))
    .orderBy(desc(subscriptions.currentPeriodEnd));
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
    .where(and(eq(addresses.uuid, addressUuid), eq(addresses.recruiterId, recruiterId), eq(subscriptions.recruiterId, recruiterId)))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row?.sub ?? null;
}

export async function setCancelAtPeriodEnd(db: Db, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row ?? null;
}
