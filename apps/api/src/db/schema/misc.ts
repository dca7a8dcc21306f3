import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { recruiters } from './identity.ts';
import { addresses } from './recruiting.ts';

/** Visits of address and candidate pages (spec section 2, "posts a fingerprint"). */
export const fingerprints = pgTable(
  'fingerprints',
  {
    id: serial('id').primaryKey(),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'cascade' }),
    candidateUuid: text('candidate_uuid'),
    visitorHash: text('visitor_hash').notNull(),
    path: text('path'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('fingerprints_address_idx').on(t.addressId)],
);

/** Messages of the marketing contact form and of the QR-code contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['contact', 'qr_code', 'ask_address'] }).notNull(),
    recruiterId: integer('recruiter_id').references(() => recruiters.id, { onDelete: 'set null' }),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    message: text('message').notNull(),
    quantity: integer('quantity'),
    /** The back office's inbox (issue 34, item 5; decision 152): new, answered (by mail), closed. */
    status: text('status', { enum: ['new', 'answered', 'closed'] })
      .notNull()
      .default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** The last answer mailed from the back office, its language and who sent it (shown in the inbox). */
    answer: text('answer'),
    answerLang: text('answer_lang', { enum: ['fr', 'en'] }),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

/** ALTCHA challenges already answered: each one serves once (decision 087), kept until it expires. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
);

/**
 * The version of the answers built from a recruiter's rows (decision 106): triggers of migration
 * 0024 give the recruiter's row a new stamp, in the writing transaction, whenever a row its cached
 * answers were built from changes (the profile: the user, the recruiter, their addresses with
 * their subscriptions and children, their orders). Row 0 stands for the reference tables every
 * answer may show (activity sectors). An answer cached with the stamps it was read with is served
 * again only while a read of these stamps returns the same values.
 */
export const answerStamps = pgTable('answer_stamps', {
  recruiterId: integer('recruiter_id').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull(),
});
export { answerStampSeq } from './columns.ts';
