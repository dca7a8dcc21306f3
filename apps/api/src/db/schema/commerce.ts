import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PRODUCT_CODE_VALUES } from '@app/contracts/products';
import { createdAt, publicUuid, updatedAt } from './columns.ts';
import { recruiterRef } from './identity.ts';
import { addresses } from './recruiting.ts';

/**
 * Product codes: prices are seeded in the database, never hard-coded in pages (product decisions).
 * The list is the contracts' (one list of the seven codes, issue 30 item 6).
 */
export const PRODUCT_CODES = PRODUCT_CODE_VALUES;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: text('code', { enum: PRODUCT_CODES }).notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  providerProductId: text('provider_product_id'),
});

/** Amounts in cents excluding VAT; a recurring price has an interval (month or year). */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    unitAmount: integer('unit_amount').notNull(),
    currency: text('currency').notNull().default('eur'),
    interval: text('interval', { enum: ['month', 'year'] }),
    intervalCount: integer('interval_count'),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    providerPriceId: text('provider_price_id'),
    /**
     * When this amount applies (decision 160): from `valid_from` (null: always) until `valid_to`
     * (null: open). A staff change ends a row and starts its successor; orders keep their amounts.
     */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (t) => [index('prices_product_idx').on(t.productId)],
);

export const priceFreeProducts = pgTable(
  'price_free_products',
  {
    priceId: integer('price_id')
      .notNull()
      .references(() => prices.id, { onDelete: 'cascade' }),
    offeredProductId: integer('offered_product_id')
      .notNull()
      .references(() => products.id),
    offeredQuantity: integer('offered_quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.priceId, t.offeredProductId] })],
);

/** An order's or invoice's amounts, in cents. */
const vatTotals = () => ({
  totalExclVat: integer('total_excl_vat').notNull(),
  vatAmount: integer('vat_amount').notNull(),
  totalInclVat: integer('total_incl_vat').notNull(),
});

/** The catalogue product and price an order line or a subscription is for. */
const productAndPrice = () => ({
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  priceId: integer('price_id')
    .notNull()
    .references(() => prices.id),
});

export const ORDER_KINDS = ['address', 'products', 'premium_headhunter', 'resumes', 'affiliate_kit', 'registration'] as const;
/**
 * `payment_mismatch`: the provider says paid, but not the amount or currency of the order, or for
 * what is already someone's (an address already subscribed, a resume already bought): the order
 * is not fulfilled and waits for an operator (decision 074).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'canceled', 'failed', 'payment_mismatch'] as const;

/** Created pending before the redirect to the checkout; paid only by the verified webhook. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    recruiterId: recruiterRef(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    ...vatTotals(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    /** Cents including VAT the checkout asked the provider to charge; each payment event must match it. */
    amountDue: integer('amount_due'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * A payment that cannot be fulfilled (`payment_mismatch`) is refunded through the provider
     * (decision 116): `due`, then `refunded` (provider refund id), then `notified` (the buyer mailed).
     */
    refundStatus: text('refund_status', { enum: ['due', 'refunded', 'notified'] }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
    /** The instance refunding the order holds it until then (the sweep's claim). */
    refundClaimedUntil: timestamp('refund_claimed_until', { withTimezone: true }),
    /** The provider's payment (Stripe payment intent): a refund or a dispute names it (decision 132). */
    paymentIntentId: text('payment_intent_id'),
    /** A dispute (chargeback) opened by the buyer's bank: when and its provider id, for the operators. */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeId: text('dispute_id'),
    /** Cents refunded by staff so far (decision 160); a CHECK keeps it between 0 and the total. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_recruiter_idx').on(t.recruiterId, t.status),
    index('orders_refund_due_idx')
      .on(t.refundStatus)
      .where(sql`${t.refundStatus} in ('due', 'refunded')`),
    index('orders_payment_intent_idx').on(t.paymentIntentId),
  ],
);

/**
 * One open checkout per thing bought (decision 116): `address:<id>`, `premium_headhunter:<account>`,
 * `affiliate_kit:<account>` is claimed by one pending order at a time (the primary key). A trigger
 * (migration 0025) deletes the claims of an order when it leaves `pending`.
 */
export const openCheckouts = pgTable(
  'open_checkouts',
  {
    thing: text('thing').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('open_checkouts_order_idx').on(t.orderId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...productAndPrice(),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    amount: integer('amount').notNull(),
    candidateId: integer('candidate_id'),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    recruiterId: recruiterRef(),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'cascade' }),
    ...productAndPrice(),
    orderId: integer('order_id').references(() => orders.id),
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_recruiter_idx').on(t.recruiterId),
    // An address's latest subscription is the first entry of its range (the profile and the address
    // pages read it for each address, decision 104): no sort of the address's subscriptions. Nulls
    // first, as `ORDER BY current_period_end DESC` asks (else the index does not give that order).
    index('subscriptions_address_latest_idx').on(t.addressId, t.currentPeriodEnd.desc().nullsFirst()),
    // One live subscription per address (decision 074): a second payment cannot subscribe it again.
    uniqueIndex('subscriptions_one_live_per_address_idx')
      .on(t.addressId)
      .where(sql`${t.addressId} is not null and ${t.status} in ('active', 'past_due')`),
    // One live premium head-hunter plan or affiliate kit per account (decision 116).
    uniqueIndex('subscriptions_one_live_per_account_product_idx')
      .on(t.recruiterId, t.productId)
      .where(sql`${t.addressId} is null and ${t.status} in ('active', 'past_due')`),
  ],
);

/** One gap-free sequence per year (French invoicing law). */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/** Credit notes' own gap-free sequence per year (`AV-2026-000001`, decision 132). */
export const creditNoteSequences = pgTable('credit_note_sequences', {
  year: integer('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

export const INVOICE_TYPES = ['invoice', 'credit_note'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** A credit note's line, as printed (its order's lines for a whole refund, one line for a part). */
export interface CreditNoteLine {
  label: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  productCode: string | null;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    /** An invoice's order (one invoice per order); a credit note's is its invoice's. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    recruiterId: recruiterRef(),
    /** An invoice (FA-) or a credit note (avoir, AV-, decision 132). */
    type: text('type', { enum: INVOICE_TYPES }).notNull().default('invoice'),
    /** A credit note's invoice (BT-25). */
    creditedInvoiceId: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    /** What issued a credit note, once: `stripe:<event id>` or `refund:<provider refund id>`. */
    refundKey: text('refund_key'),
    /** A credit note's lines; an invoice's are its order's. */
    lines: jsonb('lines').$type<CreditNoteLine[]>(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    ...vatTotals(),
    buyer: jsonb('buyer').$type<Record<string, unknown>>().notNull(),
    seller: jsonb('seller').$type<Record<string, unknown>>().notNull(),
    pdfKey: text('pdf_key'),
    isTreated: boolean('is_treated').notNull().default(false),
    /** The instance making the PDF holds the invoice until then (the sweep's claim, decision 074). */
    pdfClaimedUntil: timestamp('pdf_claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_idx').on(t.type, t.year, t.sequence),
    uniqueIndex('invoices_order_invoice_idx')
      .on(t.orderId)
      .where(sql`${t.type} = 'invoice'`),
    index('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_refund_key_idx').on(t.refundKey),
    index('invoices_recruiter_idx').on(t.recruiterId),
  ],
);

/**
 * A staff refund of a paid order, whole or part (decision 160): its amount, reason, the provider's
 * refund and the credit note. One per order and idempotency key: a retried request refunds nothing more.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    staffEmail: text('staff_email').notNull(),
    providerRefundId: text('provider_refund_id'),
    creditNoteId: integer('credit_note_id').references(() => invoices.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_refunds_key_idx').on(t.orderId, t.idempotencyKey), index('order_refunds_order_idx').on(t.orderId)],
);

/** Provider events already processed: the webhook is idempotent on the event id. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Sessions of the embedded checkout driver (the default when Stripe is not configured). The signed
 * `checkout.session.completed` event is kept here until the webhook endpoint accepted it, so a crash
 * between the payment and the webhook is repaired by delivering it again (decision 031).
 */
export const embeddedCheckoutSessions = pgTable(
  'embedded_checkout_sessions',
  {
    id: text('id').primaryKey(),
    status: text('status', { enum: ['open', 'complete', 'canceled', 'expired'] })
      .notNull()
      .default('open'),
    mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
    clientReferenceId: text('client_reference_id').notNull(),
    customerEmail: text('customer_email'),
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull(),
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull().default('eur'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>(),
    subscriptionId: text('subscription_id'),
    eventPayload: text('event_payload'),
    eventDeliveredAt: timestamp('event_delivered_at', { withTimezone: true }),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    /** The instance delivering the event holds the session until then (the sweep's claim). */
    deliveryClaimedUntil: timestamp('delivery_claimed_until', { withTimezone: true }),
    /** A refund of the payment (decision 116): the embedded driver records it as Stripe would. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
    /** Cents refunded by amount refunds (decision 160); a CHECK keeps it within the amount paid, as the provider refuses more. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('embedded_checkout_sessions_pending_idx').on(t.status, t.eventDeliveredAt)],
);

/** The embedded driver's refunds of an amount (decision 160), one per idempotency key (the id is derived from it). */
export const embeddedRefunds = pgTable('embedded_refunds', {
  id: text('id').primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => embeddedCheckoutSessions.id),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});
