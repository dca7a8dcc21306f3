import { sql } from 'drizzle-orm';
import type { StaffPermission } from '@app/contracts/roles';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The operators of the back office (issue 34, decision 152): not customers (no recruiter row), made
 * by `npm run staff:create`; they sign in at /admin with their password and a TOTP code (or a
 * recovery code). `totp_last_step` refuses a code used twice; `failed_tries` within the window that
 * ends at `tries_reset_at` bounds a signed-in member's wrong proofs (claimed atomically before each
 * check); the sign-in's tries are counted per e-mail in the counter store (decision 157).
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Sealed with STAFF_TOTP_KEY (AES-256-GCM, `v1:`, decision 161); a clear secret of before is sealed at start. */
    totpSecret: text('totp_secret').notNull(),
    /** A new secret being enrolled, sealed, until a code of it confirms it (decision 161). */
    pendingTotpSecret: text('pending_totp_secret'),
    permissions: text('permissions').array().notNull().$type<StaffPermission[]>(),
    isActive: boolean('is_active').notNull().default(true),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    failedTries: integer('failed_tries').notNull().default(0),
    triesResetAt: timestamp('tries_reset_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_accounts_email_idx').on(sql`lower(${t.email})`)],
);

/** Single-use recovery codes, stored as their SHA-256: `used_at` is set by the one use. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_code_idx').on(t.staffId, t.codeHash)],
);

/**
 * A device on which a staff member signed in (decision 157, attack of 2026-11-29): the SHA-256 of the
 * random token of its HttpOnly cookie `qr_staff_device`, bound to the account. A sign-in from it is
 * not stopped by the e-mail's ceiling of tries, which strangers can spend.
 */
export const staffDevices = pgTable(
  'staff_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_devices_staff_idx').on(t.staffId)],
);

/** A staff session: an opaque token (its hash here) in an HttpOnly cookie; short (idle and total limits). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every staff action (who, what, before/after, when). Append-only: triggers of migration 0052 refuse
 * UPDATE, DELETE and TRUNCATE at the database level.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_audit_log_created_idx').on(t.createdAt)],
);
