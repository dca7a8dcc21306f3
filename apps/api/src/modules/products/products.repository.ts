import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { priceFreeProducts, prices, products, type ProductCode } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;

export async function listActiveProducts(db: Db | Tx): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.id));
}

export async function listActivePrices(db: Db | Tx, productIds: number[]): Promise<PriceRow[]> {
  if (!productIds.length) return [];
  return db
    .select()
    .from(prices)
    .where(and(inArray(prices.productId, productIds), eq(prices.active, true)))
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

/** A price with its product, active both. */
export async function findPriceWithProduct(db: Db | Tx, priceId: number) {
  const [row] = await db
    .select({ price: prices, product: products })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(and(eq(prices.id, priceId), eq(prices.active, true), eq(products.active, true)))
    .limit(1);
  return row ?? null;
}

export async function findProductByCode(db: Db | Tx, code: ProductCode): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.code, code)).limit(1);
  return row ?? null;
}
