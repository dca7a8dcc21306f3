import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, publicUuid, updatedAt } from './columns.ts';
import type { PlaceColumn } from './types.ts';

/** What a password link is for (table password_reset_tokens). */
export type PasswordLinkPurpose = 'reset' | 'invitation';

/**
 * A person who signs in. E-mails are unique without regard to case. `passwordHash` is null for an
 * account the sales team created (decision 097) until its holder sets a password from the invitation
 * link: such an account cannot sign in.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Raised by a password reset, a revoked refresh family and a sign-out: access tokens carry the
     * version they were signed with and stop at once when it is no longer the user's (decision 117).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Set when the support suspends the account (issue 34, decision 161): `is_active` is false with
     * it, every session ended; reactivation clears both. An erased account has `is_active` false and
     * no `suspended_at`, and cannot be reactivated.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The language of the account's mails ('fr' or 'en'): the site's language at sign-up (decision 125). */
    language: text('language', { enum: ['fr', 'en'] })
      .notNull()
      .default('fr'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * The company account of a user: recruiter, head-hunter or affiliate (spec section 3, Recruiter).
 * Premium means maxAddresses > 0 (spec section 4).
 */
export const recruiters = pgTable(
  'recruiters',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company'),
    manager: text('manager'),
    phoneNumber: text('phone_number'),
    siret: text('siret'),
    maxAddresses: integer('max_addresses').notNull().default(0),
    isHeadhunter: boolean('is_headhunter').notNull().default(false),
    headhunterPremium: boolean('headhunter_premium').notNull().default(false),
    isAffiliate: boolean('is_affiliate').notNull().default(false),
    displayBusinessUnitPage: boolean('display_business_unit_page').notNull().default(true),
    displayQrCodePage: boolean('display_qr_code_page').notNull().default(true),
    parentId: integer('parent_id'),
    accountHolderName: text('account_holder_name'),
    iban: text('iban'),
    /** When the IBAN or the account holder last changed: payouts wait 48 hours after it (decision 116). */
    bankDetailsChangedAt: timestamp('bank_details_changed_at', { withTimezone: true }),
    /** The bank-details issue the affiliate was last mailed about (a held payout); cleared by a change (decision 116). */
    bankDetailsNoticeFor: text('bank_details_notice_for'),
    activitySectorId: integer('activity_sector_id'),
    address: jsonb('address').$type<PlaceColumn>(),
    logo: text('logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('recruiters_parent_idx').on(t.parentId), index('recruiters_siret_idx').on(t.siret)],
);

/** The recruiter account a row belongs to: the row goes with the account. */
export const recruiterRef = () =>
  integer('recruiter_id')
    .notNull()
    .references(() => recruiters.id, { onDelete: 'cascade' });

/**
 * Refresh tokens: stored hashed, rotated at every use; a reused token revokes its whole family
 * (product decisions, "Tokens").
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * One-use, expiring links that set a password: a password reset (`reset`, one hour) or the
 * invitation of an account created by the sales team (`invitation`, 7 days; decision 097). Setting
 * the password voids every link of the user.
 */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<PasswordLinkPurpose>().notNull().default('reset'),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * What an e-mail code proves: a registering visitor's mailbox, the new address of an e-mail change,
 * or a candidate's mailbox when they sign in (issue 33, decision 151).
 */
export type EmailCodePurpose = 'registration' | 'email_change' | 'candidate_sign_in';

/**
 * Codes that prove someone reads the mailbox (decision 078), stored hashed, valid 30 minutes, 5
 * tries: one row per code, per normalized address and purpose (decision 130: an e-mail change to an
 * address never voids its owner's registration code; decision 139: a new code never voids the older
 * ones, using one voids the others of its purpose).
 */
export const registrationEmailCodes = pgTable(
  'registration_email_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<EmailCodePurpose>().notNull().default('registration'),
    codeHash: text('code_hash').notNull(),
    /** Who may try the code (decision 144): a hash of the browser or account that asked for it. */
    holder: text('holder').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The hash of the single-use link mailed with the code (decision 158): it works in any browser,
     * so every code mail a stranger makes the product send is usable by the mailbox's owner.
     */
    linkHash: text('link_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('registration_email_codes_email_purpose_holder_idx').on(t.email, t.purpose, t.holder),
    uniqueIndex('registration_email_codes_link_hash_idx').on(t.linkHash),
  ],
);

/** Every e-mail the product sends is written here first; a driver delivers it (SMTP) or keeps it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Whom the mail was for when it was written (decision 118): the account holding `toAddress`
     * then, or the candidate it was sent to; neither for a mail to the team. A person's export reads
     * these, never the address, so that taking an address later does not hand over its past mail.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // No foreign key: candidates are anonymized, never deleted (decision 093), and the schema files
    // would import each other.
    candidateId: integer('candidate_id'),
    /**
     * The candidates a mail to an account names (new application, digests: first name and job),
     * so that erasing a candidate removes the mail (decision 133). No foreign key, as above.
     */
    mentionedCandidateIds: integer('mentioned_candidate_ids').array(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status),
    index('email_outbox_user_idx').on(t.userId),
    index('email_outbox_candidate_idx').on(t.candidateId),
    index('email_outbox_mentioned_candidates_idx')
      .using('gin', t.mentionedCandidateIds)
      .where(sql`${t.mentionedCandidateIds} is not null`),
  ],
);

/**
 * The e-mail changes of an account (decision 118): asked with the password, confirmed by the code
 * mailed to the new address, undoable 7 days from the link mailed to the old one. Confirmed rows are
 * the history of which account held which address when.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoTokenHash: text('undo_token_hash').unique(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** The account's bank details when the e-mail moved: an undo puts them back if they changed since (migration 0033). */
    previousIban: text('previous_iban'),
    previousAccountHolderName: text('previous_account_holder_name'),
  },
  (t) => [
    index('email_changes_user_idx').on(t.userId),
    index('email_changes_old_email_idx').on(sql`lower(${t.oldEmail})`),
    index('email_changes_new_email_idx').on(sql`lower(${t.newEmail})`),
  ],
);
