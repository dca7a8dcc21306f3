import { z } from 'zod';
import { ORDER_STATUS_VALUES } from './orders.ts';

/**
 * Shopping basket (spec sections 2, 3 and 6): a cookie list of candidate uuids kept 14 days
 * (`BASKET_COOKIE`, `BASKET_COOKIE_DAYS`). The API prices it from the `prices` table and never
 * charges a resume the caller already bought.
 */

/** Most resumes in one basket. */
export const BASKET_MAX_ITEMS = 50;

export const basketBodySchema = z.object({ uuids: z.array(z.uuid()).max(BASKET_MAX_ITEMS) });
export type BasketBody = z.infer<typeof basketBodySchema>;

/** Shopping order resume (spec section 3); amounts in cents. */
export const shoppingOrderResumeSchema = z.object({
  totalResumesCount: z.int32(),
  regularResumePrice: z.int32(),
  rareGemResumePrice: z.int32(),
  regularResumesCount: z.int32(),
  regularResumesAmount: z.int32(),
  rareGemResumesCount: z.int32(),
  rareGemResumesAmount: z.int32(),
  totalResumeWithoutTaxes: z.int32(),
  vatAmount: z.int32(),
  totalResumeWithTaxes: z.int32(),
});
export type ShoppingOrderResume = z.infer<typeof shoppingOrderResumeSchema>;

/** A basket line, grouped by searched job on the basket page. */
export const basketItemSchema = z.object({
  uuid: z.string(),
  firstName: z.string(),
  avatar: z.string().nullable(),
  tag: z.enum(['rare']).nullable(),
  /** The candidate's first searched job, or null ('Sans emploi'). */
  searchedJobName: z.string().nullable(),
  experienceName: z.string().nullable(),
  /** Already bought: shown, never charged. */
  alreadyPurchased: z.boolean(),
  /** Unit price excluding VAT, in cents. */
  price: z.int32(),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

/** POST /api/basket/summary */
export const basketSummarySchema = z.object({
  items: z.array(basketItemSchema),
  summary: shoppingOrderResumeSchema,
  /** Uuids of the cookie that name no candidate (the page drops them). */
  unknown: z.array(z.string()),
});
export type BasketSummary = z.infer<typeof basketSummarySchema>;

/** POST /api/basket/checkout: where to send the browser (the checkout page) and the order. */
export const basketCheckoutAnswerSchema = z.object({ url: z.string(), orderUuid: z.string() });
export type BasketCheckoutAnswer = z.infer<typeof basketCheckoutAnswerSchema>;

/** GET /api/basket/orders/{uuid}/: the order-confirmed page. */
export const resumeOrderSchema = z.object({
  uuid: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  paidAt: z.string().nullable(),
  totalExclVat: z.int32(),
  vatAmount: z.int32(),
  totalInclVat: z.int32(),
  candidates: z.array(
    z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string().nullable(), tag: z.enum(['rare']).nullable() }),
  ),
});
export type ResumeOrder = z.infer<typeof resumeOrderSchema>;
