import { z } from 'zod';
import { vatOf } from './catalogue.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants.ts';
import { addressNameSchema, imageDataUrlSchema, requiredQrcodeTownSchema } from './addresses.ts';
import { frenchPlaceSchema } from './places.ts';
import { V } from './validation.ts';

/** Kinds of orders (what was bought). */
export const ORDER_KIND_VALUES = ['address', 'products', 'premium_headhunter', 'resumes', 'affiliate_kit', 'registration'] as const;
export const ORDER_STATUS_VALUES = ['pending', 'paid', 'canceled', 'failed', 'payment_mismatch'] as const;

/** Every checkout call answers where to send the browser (the hosted checkout page). */
export const paymentLinkAnswerSchema = z.object({ url: z.string() });
export type PaymentLinkAnswer = z.infer<typeof paymentLinkAnswerSchema>;

/** A product line of a checkout: a price id and a quantity from 0 to 10 (spec section 9). */
export const lineItemSchema = z.object({
  price: z.int32().positive(),
  quantity: z.int32().min(QUANTITY_MIN).max(QUANTITY_MAX),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/** A new address bought with its subscription (new-address form: the site name and its town, bounded as everywhere). */
export const newAddressDraftSchema = z.object({
  name: addressNameSchema,
  qrcodeTown: requiredQrcodeTownSchema,
  content: frenchPlaceSchema,
  activitySector: z.int32({ error: V.required }).positive({ message: V.required }),
  logo: imageDataUrlSchema.nullable().optional(),
});
export type NewAddressDraft = z.infer<typeof newAddressDraftSchema>;

/** Where the browser returns after a payment: an application path (`/addresses` by default). */
const returnPathSchema = z
  .string()
  .regex(/^\/[A-Za-z0-9/_-]*$/)
  .max(200)
  .optional();

/**
 * POST /ecommerce/address-payment-link/: subscription of one or more addresses (new ones, or
 * existing ones by uuid, e.g. the pay button of an address without subscription), with optional
 * extra products in `lineItems`.
 */
export const addressPaymentLinkBodySchema = z.object({
  lineItems: z.array(lineItemSchema).max(10).default([]),
  addresses: z
    .array(z.union([z.uuid(), newAddressDraftSchema]))
    .min(1)
    .max(10),
  /** The chosen subscription price (defaults to the product's default price). */
  price: z.int32().positive().optional(),
  /** The subscription product id (informative; the price decides). */
  subscription: z.int32().positive().optional(),
  /** Where the browser returns (an application path); `/addresses` by default. */
  returnPath: returnPathSchema,
});
export type AddressPaymentLinkBody = z.infer<typeof addressPaymentLinkBodySchema>;

/** POST /ecommerce/product-payment-link/: stickers and posters for an address (total must be above 0). */
export const productPaymentLinkBodySchema = z.object({
  lineItems: z.array(lineItemSchema).min(1).max(10),
  address: z.uuid(),
  price: z.int32().positive().optional(),
  products: z.array(z.int32().positive()).max(10).optional(),
  subscription: z.int32().positive().optional(),
  returnPath: returnPathSchema,
});
export type ProductPaymentLinkBody = z.infer<typeof productPaymentLinkBodySchema>;

export const orderLineSchema = z.object({
  label: z.string(),
  quantity: z.int32(),
  unitAmount: z.int32(),
  amount: z.int32(),
});

/** An order as its owner sees it (payment return pages poll it until it is paid). */
export const orderSchema = z.object({
  uuid: z.string(),
  kind: z.enum(ORDER_KIND_VALUES),
  status: z.enum(ORDER_STATUS_VALUES),
  totalExclVat: z.int32(),
  vatAmount: z.int32(),
  totalInclVat: z.int32(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  lines: z.array(orderLineSchema),
  invoiceId: z.int32().nullable(),
  /**
   * The sites the order pays for (uuids, in the order of its lines, each once): back from paying a
   * new site, the app makes the last one current (decision 143).
   */
  addresses: z.array(z.string()),
});
export type Order = z.infer<typeof orderSchema>;

export const checkoutSessionParamsSchema = z.object({ sessionId: z.string().min(1).max(255) });
export const orderUuidParamsSchema = z.object({ uuid: z.uuid() });

/** A subscription of the account: status ('active' or not), period and price. */
export const subscriptionInfoSchema = z.object({
  uuid: z.string(),
  status: z.string(),
  product: z.object({ id: z.int32(), code: z.string(), name: z.string() }),
  price: z.object({ id: z.int32(), unitAmount: z.int32(), intervalMonths: z.int32().nullable() }),
  address: z.string().nullable(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;
export const subscriptionListSchema = z.object({ results: z.array(subscriptionInfoSchema) });
export const subscriptionUuidParamsSchema = z.object({ uuid: z.uuid() });
export const addressUuidParamsSchema = z.object({ uuid: z.uuid() });

/** Affiliate kit payment for an affiliate who registered but has not paid yet (reset screen). */
export const affiliateKitPaymentLinkBodySchema = z.object({
  posters: z.int32().min(QUANTITY_MIN).max(QUANTITY_MAX).default(0),
  stickers: z.int32().min(QUANTITY_MIN).max(QUANTITY_MAX).default(0),
});

/** VAT of an amount excluding VAT: written once, with the prices (catalogue.ts). */
export { vatOf };

export interface OrderTotals {
  totalExclVat: number;
  vatAmount: number;
  totalInclVat: number;
}

/** Totals of order lines: excluding VAT, VAT rounded on the total, including VAT (API and pages agree). */
export const orderTotals = (lines: { quantity: number; unitAmount: number }[]): OrderTotals => {
  const totalExclVat = lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
  const vatAmount = vatOf(totalExclVat);
  return { totalExclVat, vatAmount, totalInclVat: totalExclVat + vatAmount };
};
