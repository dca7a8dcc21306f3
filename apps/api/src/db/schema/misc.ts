import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['contact', 'qr_code', 'ask_address'] }).notNull(),
  recruiterId: integer('recruiter_id').references(() => recruiters.id, { onDelete: 'set null' }),
  addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  message: text('message').notNull(),
  quantity: integer('quantity'),
  createdAt: createdAt(),
});

/** ALTCHA challenges already answered: each one serves once (decision 087), kept until it expires. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
);
