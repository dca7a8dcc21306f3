import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { priceFreeProducts, prices, products, type ProductCode } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;

export async function listActiveProducts(db: Db | Tx): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.id));
}

/** The one rule of a price's validity (decision 160): its window holds `at`. */
export const priceValidAt = (at: Date): SQL =>
  sql`(${prices.validFrom} IS NULL OR ${prices.validFrom} <= ${at.toISOString()}::timestamptz) AND (${prices.validTo} IS NULL OR ${prices.validTo} > ${at.toISOString()}::timestamptz)`;

export async function listActivePrices(db: Db | Tx, productIds: number[], at = new Date()): Promise<PriceRow[]> {
  if (!productIds.length) return [];
  return db
    .select()
    .from(prices)
    .where(and(inArray(prices.productId, productIds), eq(prices.active, true), priceValidAt(at)))
    .orderBy(asc(prices.productId), asc(prices.position), asc(prices.id));
}

const offered = alias(products, 'offered');

export async function listFreeProducts(db: Db | Tx, priceIds: number[]) {
  if (!priceIds.length) return [];
  return db
    .select({
      priceId: priceFreeProducts.priceId,
      offeredQuantity: priceFreeProducts.offeredQuantity,
      id: offered.id,
      code: offered.code,
      name: offered.name,
      description: offered.description,
    })
    .from(priceFreeProducts)
    .innerJoin(offered, eq(offered.id, priceFreeProducts.offeredProductId))
    .where(inArray(priceFreeProducts.priceId, priceIds));
}

/**
 * A price with its product, active both, as it stands at `at`: a price the client named (perhaps
 * read before a staff change) answers the row of the same product and period valid at `at`, so the
 * checkout charges the price of its own time (decision 160).
 */
export async function findPriceWithProduct(db: Db | Tx, priceId: number, at = new Date()) {
  const [named] = await db.select().from(prices).where(eq(prices.id, priceId)).limit(1);
  if (!named?.active) return null;
  const [row] = await db
    .select({ price: prices, product: products })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(
      and(
        eq(prices.productId, named.productId),
        sql`${prices.interval} IS NOT DISTINCT FROM ${named.interval}`,
        sql`${prices.intervalCount} IS NOT DISTINCT FROM ${named.intervalCount}`,
        eq(prices.active, true),
        eq(products.active, true),
        priceValidAt(at),
      ),
    )
    .orderBy(desc(prices.id))
    .limit(1);
  return row ?? null;
}

export async function findProductByCode(db: Db | Tx, code: ProductCode): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.code, code)).limit(1);
  return row ?? null;
}
