import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { recruiters } from './identity.ts';
import { candidates, purchases } from './candidates.ts';
import { orders } from './commerce.ts';

/** A candidate who signed up after scanning an affiliate's QR code belongs to that affiliate. */
export const affiliateAttributions = pgTable('affiliate_attributions', {
  id: serial('id').primaryKey(),
  affiliateId: integer('affiliate_id')
    .notNull()
    .references(() => recruiters.id, { onDelete: 'cascade' }),
  candidateId: integer('candidate_id')
    .notNull()
    .unique()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * A SEPA credit-transfer file (pain.001.001.09) of affiliate payouts, stored for the operator to
 * upload to the bank (decision 081). `message_id` is the file's MsgId: banks refuse a second file
 * with the same one.
 */
export const affiliatePayoutFiles = pgTable('affiliate_payout_files', {
  id: serial('id').primaryKey(),
  /** The month whose run made the file (`yyyy-MM-01`); unsent payouts of earlier months may be in it. */
  month: date('month').notNull(),
  messageId: text('message_id').notNull().unique(),
  storageKey: text('storage_key').notNull(),
  transactions: integer('transactions').notNull(),
  totalCents: integer('total_cents').notNull(),
  createdAt: createdAt(),
  /** When a staff member marked the file uploaded to the bank, and who (decision 160). */
  sentToBankAt: timestamp('sent_to_bank_at', { withTimezone: true }),
  sentToBankBy: text('sent_to_bank_by'),
});

/** One payout per affiliate and month at most: the monthly job is idempotent (decision 057). */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['scheduled', 'paid', 'failed'] })
      .notNull()
      .default('scheduled'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The SEPA file holding this payout's transfer; set with `sent_at`, once (decision 081). */
    fileId: integer('file_id').references(() => affiliatePayoutFiles.id),
    /** When the payout was put in a SEPA file for the bank; null while it waits. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * A staff member's hold (decision 160): `held` waits, still owed, and goes in the first file
     * after its release; `excluded` is left out of every file until released. Reason required.
     */
    hold: text('hold', { enum: ['held', 'excluded'] }),
    holdReason: text('hold_reason'),
    holdChangedAt: timestamp('hold_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_payouts_affiliate_month_idx').on(t.affiliateId, t.month),
    // The payouts a file run claims: few rows, read on every run.
    index('affiliate_payouts_unsent_idx')
      .on(t.month)
      .where(sql`${t.fileId} is null`),
  ],
);

/** Earnings: 100 cents per attributed sign-up, 20% of each attributed resume sold (excl. VAT). */
export const affiliateEarnings = pgTable(
  'affiliate_earnings',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['signup', 'resume_sale'] }).notNull(),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    /** The paid order of a 'resume_sale' earning: one earning per affiliate, candidate and order (decision 066). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    month: date('month').notNull(),
    payoutId: integer('payout_id').references(() => affiliatePayouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_earnings_affiliate_idx').on(t.affiliateId, t.month),
    uniqueIndex('affiliate_earnings_sale_idx').on(t.affiliateId, t.candidateId, t.orderId),
    // One sign-up earning per candidate, written when the candidate proves the e-mail (decision 119).
    uniqueIndex('affiliate_earnings_signup_idx')
      .on(t.candidateId)
      .where(sql`${t.kind} = 'signup'`),
  ],
);

/**
 * The sign-up bonuses already earned, by e-mail address (decision 128): the keyed hash (HMAC-SHA256
 * with a server secret) of the normalised address, never the address. A second proof of the same
 * mailbox, after an erasure or through another affiliate, earns nothing. Kept for fraud prevention.
 */
export const affiliateSignupBonusKeys = pgTable('affiliate_signup_bonus_keys', {
  emailKey: text('email_key').primaryKey(),
  createdAt: createdAt(),
});
