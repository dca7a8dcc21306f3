import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  affiliateEarnings,
  affiliatePayoutFiles,
  affiliatePayouts,
  orders,
  products,
  recruiters,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import type { EarningLine } from './payouts.ts';

/** SQL of the affiliate area: profile, figures by month, kit order, payouts. */

type Executor = Db | Tx;

export interface AffiliateProfileRow {
  uuid: string;
  userId: number;
  email: string;
  firstName: string | null;
  phoneNumber: string | null;
  accountHolderName: string | null;
  iban: string | null;
  /** When the IBAN or the holder last changed (decision 116). */
  bankDetailsChangedAt: Date | null;
  /** The end of the undo window of an e-mail change of the account, while one runs (decision 118): payouts wait. */
  emailUndoUntil: Date | null;
}

/** The latest end of an e-mail change's undo window still open for the user (`email_changes`, decision 118). */
const emailUndoUntilSql = (userId: typeof users.id | typeof recruiters.userId) =>
  sql<Date | null>`(SELECT max(ec.undo_expires_at) FROM email_changes ec WHERE ec.user_id = ${userId} AND ec.confirmed_at IS NOT NULL
    AND ec.undone_at IS NULL AND ec.undo_expires_at > now())`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v)));

export async function findAffiliateProfile(db: Executor, recruiterId: number): Promise<AffiliateProfileRow | null> {
  const [row] = await db
    .select({
      uuid: recruiters.uuid,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      phoneNumber: recruiters.phoneNumber,
      accountHolderName: recruiters.accountHolderName,
      iban: recruiters.iban,
      bankDetailsChangedAt: recruiters.bankDetailsChangedAt,
      emailUndoUntil: emailUndoUntilSql(users.id),
    })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(and(eq(recruiters.id, recruiterId), eq(recruiters.isAffiliate, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Writes the profile. A change of the bank details comes with `bankDetailsChangedAt` (the 48-hour
 * hold starts) and clears the issue last mailed about, so that a new issue is told again.
 */
export async function updateAffiliateProfileRow(
  db: Executor,
  recruiterId: number,
  values: Partial<{ phoneNumber: string; accountHolderName: string; iban: string; bankDetailsChangedAt: Date; bankDetailsNoticeFor: null }>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(recruiters)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(recruiters.id, recruiterId));
}

export interface EarningsByMonthRow {
  month: string;
  kind: 'signup' | 'resume_sale';
  count: number;
  amountCents: number;
  unpaidCents: number;
}

/** Earnings by month and kind, with the part no payout settled yet. */
export async function earningsByMonth(db: Executor, affiliateId: number): Promise<EarningsByMonthRow[]> {
  const rows = await db
    .select({
      month: sql<string>`${affiliateEarnings.month}::text`,
      kind: affiliateEarnings.kind,
      count: sql<number>`count(*)::int`,
      amountCents: sql<number>`coalesce(sum(${affiliateEarnings.amountCents}), 0)::int`,
      unpaidCents: sql<number>`coalesce(sum(${affiliateEarnings.amountCents}) filter (where ${affiliateEarnings.payoutId} is null), 0)::int`,
    })
    .from(affiliateEarnings)
    .where(eq(affiliateEarnings.affiliateId, affiliateId))
    .groupBy(affiliateEarnings.month, affiliateEarnings.kind);
  return rows;
}

export interface PayoutRow {
  id: number;
  month: string;
  amountCents: number;
  status: 'scheduled' | 'paid' | 'failed';
  paidAt: Date | null;
  /** When the payout was put in a SEPA file for the bank (decision 081). */
  sentAt: Date | null;
}

export async function payoutsOf(db: Executor, affiliateId: number): Promise<PayoutRow[]> {
  return db
    .select({
      id: affiliatePayouts.id,
      month: sql<string>`${affiliatePayouts.month}::text`,
      amountCents: affiliatePayouts.amountCents,
      status: affiliatePayouts.status,
      paidAt: affiliatePayouts.paidAt,
      sentAt: affiliatePayouts.sentAt,
    })
    .from(affiliatePayouts)
    .where(eq(affiliatePayouts.affiliateId, affiliateId))
    .orderBy(desc(affiliatePayouts.month));
}

/** The kit order to show: the latest paid one, else the latest one. */
export async function latestKitOrder(
  db: Executor,
  recruiterId: number,
): Promise<{ uuid: string; status: string; paidAt: Date | null } | null> {
  const [row] = await db
    .select({ uuid: orders.uuid, status: orders.status, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.recruiterId, recruiterId), eq(orders.kind, 'affiliate_kit')))
    .orderBy(sql`(${orders.status} = 'paid') desc`, desc(orders.paidAt), desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

/** The end of the latest paid kit period (an 'active' affiliate_kit subscription), or null (decision 128). */
export async function kitCoversUntil(db: Executor, recruiterId: number): Promise<Date | null> {
  const [row] = await db
    .select({ end: sql<string | null>`max(${subscriptions.currentPeriodEnd})` })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(and(eq(subscriptions.recruiterId, recruiterId), eq(products.code, 'affiliate_kit'), eq(subscriptions.status, 'active')));
  return row?.end ? new Date(row.end) : null;
}

// Monthly payouts ------------------------------------------------------------------------------

/** Affiliates having unpaid earnings in or before the month. */
export async function affiliatesWithUnpaidEarnings(db: Executor, month: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ affiliateId: affiliateEarnings.affiliateId })
    .from(affiliateEarnings)
    .where(and(isNull(affiliateEarnings.payoutId), lte(affiliateEarnings.month, month)))
    .orderBy(affiliateEarnings.affiliateId);
  return rows.map((r) => r.affiliateId);
}

export async function unpaidEarningsUpTo(db: Executor, affiliateId: number, month: string): Promise<EarningLine[]> {
  return db
    .select({
      id: affiliateEarnings.id,
      amountCents: affiliateEarnings.amountCents,
      month: sql<string>`${affiliateEarnings.month}::text`,
      payoutId: affiliateEarnings.payoutId,
    })
    .from(affiliateEarnings)
    .where(and(eq(affiliateEarnings.affiliateId, affiliateId), isNull(affiliateEarnings.payoutId), lte(affiliateEarnings.month, month)));
}

/** Attributed resumes sold up to the end of the month (paid or not). */
export async function resumesSoldUpTo(db: Executor, affiliateId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(affiliateEarnings)
    .where(
      and(eq(affiliateEarnings.affiliateId, affiliateId), eq(affiliateEarnings.kind, 'resume_sale'), lte(affiliateEarnings.month, month)),
    );
  return row?.count ?? 0;
}

/** Whom an affiliate's mails go to. */
export async function affiliateContact(
  db: Executor,
  recruiterId: number,
): Promise<{ email: string; firstName: string | null; language: 'fr' | 'en' } | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(eq(recruiters.id, recruiterId))
    .limit(1);
  return row ?? null;
}

/**
 * Claims the mail about a bank-details issue holding a payout: true once per issue until the bank
 * details change (one atomic update, so that two runs at once mail once).
 */
export async function claimBankDetailsNotice(db: Executor, recruiterId: number, issue: string): Promise<boolean> {
  const rows = await db
    .update(recruiters)
    .set({ bankDetailsNoticeFor: issue })
    .where(and(eq(recruiters.id, recruiterId), sql`${recruiters.bankDetailsNoticeFor} is distinct from ${issue}`))
    .returning({ id: recruiters.id });
  return rows.length > 0;
}

/** Gives a claim back when its mail could not be written, so that the next run tries again. */
export async function releaseBankDetailsNotice(db: Executor, recruiterId: number, issue: string): Promise<void> {
  await db
    .update(recruiters)
    .set({ bankDetailsNoticeFor: null })
    .where(and(eq(recruiters.id, recruiterId), eq(recruiters.bankDetailsNoticeFor, issue)));
}

export async function bankDetailsOf(
  db: Executor,
  recruiterId: number,
): Promise<{ accountHolderName: string | null; iban: string | null } | null> {
  const [row] = await db
    .select({ accountHolderName: recruiters.accountHolderName, iban: recruiters.iban })
    .from(recruiters)
    .where(eq(recruiters.id, recruiterId))
    .limit(1);
  return row ?? null;
}

/** Inserts the month's payout unless it exists (unique per affiliate and month); null when it did. */
export async function insertPayout(db: Executor, affiliateId: number, month: string, amountCents: number): Promise<number | null> {
  const [row] = await db
    .insert(affiliatePayouts)
    .values({ affiliateId, month, amountCents })
    .onConflictDoNothing({ target: [affiliatePayouts.affiliateId, affiliatePayouts.month] })
    .returning({ id: affiliatePayouts.id });
  return row?.id ?? null;
}

/**
 * Locks the affiliate's row for the rest of the transaction: payout runs of one affiliate (same
 * month or not, any instance) go one after the other, each reading what the previous one settled.
 */
export async function lockAffiliateForPayout(db: Executor, affiliateId: number): Promise<void> {
  await db.select({ id: recruiters.id }).from(recruiters).where(eq(recruiters.id, affiliateId)).for('update');
}

export async function payoutExists(db: Executor, affiliateId: number, month: string): Promise<boolean> {
  const [row] = await db
    .select({ id: affiliatePayouts.id })
    .from(affiliatePayouts)
    .where(and(eq(affiliatePayouts.affiliateId, affiliateId), eq(affiliatePayouts.month, month)))
    .limit(1);
  return row !== undefined;
}

export async function settleEarnings(db: Executor, payoutId: number, earningIds: number[]): Promise<void> {
  if (earningIds.length === 0) return;
  await db
    .update(affiliateEarnings)
    .set({ payoutId })
    .where(and(inArray(affiliateEarnings.id, earningIds), isNull(affiliateEarnings.payoutId)));
}

// SEPA payout files (decision 081) ------------------------------------------------------------------

/** Key of the advisory lock that lets one payout-file run at a time claim payouts (any instance). */
const PAYOUT_FILE_LOCK = 7_361_081;

/** Waits for the other payout-file runs to commit; held until the end of the transaction. */
export async function lockPayoutFiles(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_FILE_LOCK})`);
}

export interface UnsentPayoutRow {
  id: number;
  affiliateId: number;
  month: string;
  amountCents: number;
  /** The affiliate's bank details as they are now (the account the transfer goes to). */
  accountHolderName: string | null;
  iban: string | null;
  /** When they last changed: the payout waits 48 hours after it (decision 116). */
  bankDetailsChangedAt: Date | null;
  /** While an e-mail change of the account can be undone, the payout waits too (decision 118). */
  emailUndoUntil: Date | null;
}

/**
 * The scheduled payouts of the month and of the months before that no file holds yet, with the
 * affiliate's current bank details, locked for the rest of the transaction.
 */
export async function unsentPayoutsUpTo(tx: Tx, month: string): Promise<UnsentPayoutRow[]> {
  return tx
    .select({
      id: affiliatePayouts.id,
      affiliateId: affiliatePayouts.affiliateId,
      month: sql<string>`${affiliatePayouts.month}::text`,
      amountCents: affiliatePayouts.amountCents,
      accountHolderName: recruiters.accountHolderName,
      iban: recruiters.iban,
      bankDetailsChangedAt: recruiters.bankDetailsChangedAt,
      emailUndoUntil: emailUndoUntilSql(recruiters.userId),
    })
    .from(affiliatePayouts)
    .innerJoin(recruiters, eq(recruiters.id, affiliatePayouts.affiliateId))
    .where(
      and(
        isNull(affiliatePayouts.fileId),
        isNull(affiliatePayouts.sentAt),
        eq(affiliatePayouts.status, 'scheduled'),
        // Held or excluded by staff (decision 160): left out, still owed, until released.
        isNull(affiliatePayouts.hold),
        lte(affiliatePayouts.month, month),
      ),
    )
    .orderBy(affiliatePayouts.id)
    .for('update', { of: affiliatePayouts });
}

export async function insertPayoutFile(
  tx: Tx,
  values: { month: string; messageId: string; storageKey: string; transactions: number; totalCents: number; createdAt: Date },
): Promise<number> {
  const [row] = await tx.insert(affiliatePayoutFiles).values(values).returning({ id: affiliatePayoutFiles.id });
  return row!.id;
}

/** Marks the payouts sent in the file; only those still unsent (the caller holds their locks). */
export async function markPayoutsSent(tx: Tx, payoutIds: number[], fileId: number, sentAt: Date): Promise<number> {
  if (payoutIds.length === 0) return 0;
  const rows = await tx
    .update(affiliatePayouts)
    .set({ fileId, sentAt })
    .where(and(inArray(affiliatePayouts.id, payoutIds), isNull(affiliatePayouts.fileId)))
    .returning({ id: affiliatePayouts.id });
  return rows.length;
}
