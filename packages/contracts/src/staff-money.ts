import { z } from 'zod';
import { monthSchema } from './affiliates.ts';
import { staffOrderSchema } from './staff.ts';

/**
 * The back office's money and payouts (issue 34, items 3 and 4; decision 160): requests and answers
 * of the `/api/admin/` payout, payout-file and refund routes, shared by the API and the admin chunk.
 */

const reasonSchema = z.string().trim().min(3).max(500);
const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** Why a payout is not in the next file: a staff hold, or its bank details (missing, invalid, changed < 48 h). */
export const PAYOUT_STATES = ['ready', 'held', 'excluded', 'bank_details', 'bank_details_changed', 'sent'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const staffPayoutSchema = z.object({
  id: z.number().int(),
  affiliateId: z.number().int(),
  affiliateEmail: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  /** Masked: `FR76 **** **** 0189`. */
  iban: z.string().nullable(),
  month: z.string(),
  amountCents: z.number().int(),
  state: z.enum(PAYOUT_STATES),
  holdReason: z.string().nullable(),
  /** The end of the 48-hour hold after a change of bank details, when it runs. */
  bankHeldUntil: z.string().nullable(),
  fileId: z.number().int().nullable(),
  sentAt: z.string().nullable(),
});
export type StaffPayout = z.infer<typeof staffPayoutSchema>;

export const payoutsQuerySchema = z.object({
  /** The month whose file is to be made (`yyyy-MM-01`): its payouts and the unsent ones before it. */
  month: monthSchema,
});
export const staffPayoutsSchema = z.object({ month: z.string(), payouts: z.array(staffPayoutSchema) });
export type StaffPayouts = z.infer<typeof staffPayoutsSchema>;

export const payoutIdParamsSchema = z.object({ id: idParam });
export const payoutHoldSchema = z.object({ action: z.enum(['hold', 'exclude', 'release']), reason: reasonSchema });
export const staffPayoutAnswerSchema = z.object({ payout: staffPayoutSchema });

export const payoutFileSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  messageId: z.string(),
  transactions: z.number().int(),
  totalCents: z.number().int(),
  createdAt: z.string(),
  sentToBankAt: z.string().nullable(),
  sentToBankBy: z.string().nullable(),
  transfers: z.array(
    z.object({
      payoutId: z.number().int(),
      affiliateEmail: z.string().nullable(),
      iban: z.string().nullable(),
      amountCents: z.number().int(),
      month: z.string(),
    }),
  ),
});
export type PayoutFile = z.infer<typeof payoutFileSchema>;
export const payoutFilesSchema = z.object({ files: z.array(payoutFileSchema) });
export type PayoutFiles = z.infer<typeof payoutFilesSchema>;
export const makePayoutFileSchema = z.object({ month: monthSchema });
/** `file` is null when nothing was payable (everything held, or already sent). */
export const madePayoutFileSchema = z.object({ file: payoutFileSchema.nullable(), leftOut: z.number().int() });
export type MadePayoutFile = z.infer<typeof madePayoutFileSchema>;
export const payoutFileAnswerSchema = z.object({ file: payoutFileSchema });

/** An affiliate's change of bank details still in its 48-hour hold. */
export const bankChangeSchema = z.object({
  affiliateId: z.number().int(),
  affiliateEmail: z.string().nullable(),
  iban: z.string().nullable(),
  changedAt: z.string(),
  heldUntil: z.string(),
});
export const bankChangesSchema = z.object({ changes: z.array(bankChangeSchema) });
export type BankChanges = z.infer<typeof bankChangesSchema>;

/** A staff refund of a paid order, whole or part. */
export const partialRefundRequestSchema = z.object({
  /** Cents to refund, at most what is left of the order's total. */
  amountCents: z.number().int().min(1).max(100_000_000),
  reason: reasonSchema,
  /** The client's key for this refund: a retried request with it refunds nothing more. */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export const orderRefundSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  reason: z.string(),
  staffEmail: z.string(),
  providerRefundId: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;
export const partialRefundAnswerSchema = z.object({
  order: staffOrderSchema,
  refund: orderRefundSchema,
  refundedCents: z.number().int(),
  /** True when this key had already refunded: nothing more was done. */
  replayed: z.boolean(),
});
export type PartialRefundAnswer = z.infer<typeof partialRefundAnswerSchema>;

/** The search of orders by buyer e-mail, order number or status. */
export const orderSearchSchema = z.object({
  q: z.string().trim().max(254).optional(),
  status: z.enum(['pending', 'paid', 'canceled', 'failed', 'payment_mismatch']).optional(),
});

/** A price row with its validity (decision 160). */
export const staffPriceSchema = z.object({
  id: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  /** Cents excluding VAT. */
  unitAmount: z.number().int(),
  vatAmount: z.number().int(),
  interval: z.enum(['month', 'year']).nullable(),
  intervalCount: z.number().int().nullable(),
  isDefault: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Valid now: what the next checkout charges. */
  current: z.boolean(),
});
export type StaffPrice = z.infer<typeof staffPriceSchema>;
export const staffPricesSchema = z.object({ prices: z.array(staffPriceSchema) });
export type StaffPrices = z.infer<typeof staffPricesSchema>;
export const priceIdParamsSchema = z.object({ id: idParam });
export const priceChangeSchema = z.object({
  /** The new amount, cents excluding VAT. */
  unitAmount: z.number().int().min(1).max(10_000_000),
  /** From when (ISO date-time, now or later); now when absent. */
  validFrom: z.iso.datetime({ offset: true }).optional(),
  reason: reasonSchema,
});
export const priceChangeAnswerSchema = z.object({ previous: staffPriceSchema, next: staffPriceSchema });
export type PriceChangeAnswer = z.infer<typeof priceChangeAnswerSchema>;

/** A customer's subscriptions, as their own screens show them (decision 160). */
export const staffSubscriptionsQuerySchema = z.object({ email: z.email().max(254) });
export const subscriptionUuidParamsSchema = z.object({ uuid: z.uuid() });
/** `currentPeriodEnd` is the end the operator saw: a change made meanwhile answers 409 instead of applying twice. */
export const subscriptionCancelSchema = z.object({
  when: z.enum(['period_end', 'now']),
  currentPeriodEnd: z.iso.datetime({ offset: true }),
  reason: reasonSchema,
});
export const subscriptionRenewalSchema = z.union([
  z.object({ months: z.number().int().min(1).max(24), currentPeriodEnd: z.iso.datetime({ offset: true }), reason: reasonSchema }),
  z.object({ date: z.iso.datetime({ offset: true }), currentPeriodEnd: z.iso.datetime({ offset: true }), reason: reasonSchema }),
]);
