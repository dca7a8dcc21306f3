import type { Product } from '@app/contracts/products';
import type { Db, Tx } from '../../db/client.ts';
import type { ProductCode } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findPriceWithProduct, listActivePrices, listActiveProducts, listFreeProducts } from './products.repository.ts';

/** Products and prices from the database (prices are seeded, never hard-coded in pages). */
export async function listProducts(db: Db | Tx): Promise<Product[]> {
  const products = await listActiveProducts(db);
  const prices = await listActivePrices(
    db,
    products.map((p) => p.id),
  );
  const free = await listFreeProducts(
    db,
    prices.map((p) => p.id),
  );
  return products.map((product) => ({
    id: product.id,
    code: product.code,
    name: product.name,
    description: product.description,
    quantity: 0,
    prices: prices
      .filter((p) => p.productId === product.id)
      .map((p) => ({
        id: p.id,
        unitAmount: p.unitAmount,
        recurring: p.interval ? { interval: p.interval, intervalCount: p.intervalCount ?? 1 } : null,
        isDefault: p.isDefault,
        freeProducts: free
          .filter((f) => f.priceId === p.id)
          .map((f) => ({
            offeredQuantity: f.offeredQuantity,
            offeredProduct: { id: f.id, code: f.code, name: f.name, description: f.description },
          })),
      })),
  }));
}

export interface ResolvedPrice {
  productId: number;
  priceId: number;
  productCode: ProductCode;
  label: string;
  unitAmount: number;
  recurring: boolean;
}

/**
 * A price the client named, checked against what it may buy there: unknown, inactive or of
 * another product answers `validation_failed` on the given field.
 */
export async function resolvePrice(db: Db | Tx, priceId: number, allowed: readonly ProductCode[], field = 'price'): Promise<ResolvedPrice> {
  const row = await findPriceWithProduct(db, priceId);
  if (!row || !allowed.includes(row.product.code))
    throw new AppError('validation_failed', 'Unknown price', { [field]: ['form.validation.invalid'] });
  return {
    productId: row.product.id,
    priceId: row.price.id,
    productCode: row.product.code,
    label: row.product.name,
    unitAmount: row.price.unitAmount,
    recurring: row.price.interval !== null,
  };
}

/** The default price of a product (flagged default, else the second, else the first). */
export async function resolveDefaultPrice(db: Db | Tx, code: ProductCode): Promise<ResolvedPrice> {
  const product = (await listProducts(db)).find((p) => p.code === code);
  const price = product ? (product.prices.find((p) => p.isDefault) ?? product.prices[1] ?? product.prices[0]) : undefined;
  // A product the catalogue does not sell (yet) is not a server failure: the caller asked for what is not on sale.
  if (!product || !price) throw new AppError('not_found', `Product ${code} has no price`);
  return {
    productId: product.id,
    priceId: price.id,
    productCode: product.code,
    label: product.name,
    unitAmount: price.unitAmount,
    recurring: price.recurring !== null,
  };
}
