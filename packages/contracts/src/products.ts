import { z } from 'zod';
import { catalogueMonths } from './catalogue.ts';

/** Product codes as seeded (names of spec section 3: resumes, kit, premium, poster, sticker, subscription). */
export const PRODUCT_CODE_VALUES = [
  'regular_resume',
  'rare_resume',
  'affiliate_kit',
  'premium_headhunter',
  'additional_poster',
  'additional_sticker',
  'address_subscription',
] as const;
export type ProductCodeValue = (typeof PRODUCT_CODE_VALUES)[number];

export const recurringSchema = z.object({ interval: z.enum(['month', 'year']), intervalCount: z.int32() });

/** Price: amounts in cents excluding VAT (spec section 3, Price). */
export const priceSchema = z.object({
  id: z.int32(),
  unitAmount: z.int32(),
  recurring: recurringSchema.nullable(),
  isDefault: z.boolean(),
  freeProducts: z.array(
    z.object({
      offeredQuantity: z.int32(),
      offeredProduct: z.object({ id: z.int32(), code: z.string(), name: z.string(), description: z.string().nullable() }),
    }),
  ),
});
export type Price = z.infer<typeof priceSchema>;

/** Product: more than one price means a subscription, exactly one a single good (spec section 3). */
export const productSchema = z.object({
  id: z.int32(),
  code: z.enum(PRODUCT_CODE_VALUES),
  name: z.string(),
  description: z.string().nullable(),
  prices: z.array(priceSchema),
  quantity: z.int32(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({ results: z.array(productSchema) });
export type ProductList = z.infer<typeof productListSchema>;

/** Subscription length in months of a price (spec section 4: year x 12). */
export const priceMonths = (price: Pick<Price, 'recurring'>): number | null => (price.recurring ? catalogueMonths(price.recurring) : null);

/** The default price of a subscription product: the flagged one, else the second (spec section 3). */
export const defaultPrice = (product: Pick<Product, 'prices'>): Price | undefined =>
  product.prices.find((p) => p.isDefault) ?? product.prices[1] ?? product.prices[0];

export const isSubscriptionProduct = (product: Pick<Product, 'prices'>): boolean => product.prices.length > 1;
