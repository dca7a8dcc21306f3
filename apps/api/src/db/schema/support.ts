import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';
import { staffAccounts } from './staff.ts';

/**
 * The support's read-only views of a customer's account (issue 34 item 2, decision 161): made by a
 * staff member (audited), opened once from its one-use link, working until `expires_at`; the
 * customer sees each one in their account's history ("consulté par le support le ...").
 */
export const supportViews = pgTable(
  'support_views',
  {
    id: uuid('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    staffEmail: text('staff_email').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_views_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The GDPR requests (issue 34 item 5, decision 161): an export or an erasure, of an account or a
 * candidate, with its legal deadline (one month, article 12.3) and when it was done. Those made by
 * the person on the site are done at once; staff record those received otherwise (mail, letter).
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['export', 'erasure'] }).notNull(),
    subject: text('subject', { enum: ['account', 'candidate'] }).notNull(),
    email: text('email').notNull(),
    channel: text('channel', { enum: ['self_service', 'staff'] }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    index('privacy_requests_open_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null`),
    index('privacy_requests_received_idx').on(t.receivedAt),
  ],
);
