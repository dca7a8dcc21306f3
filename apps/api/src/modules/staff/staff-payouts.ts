import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { maskIban } from '@app/contracts/iban';
import type { BankChanges, MadePayoutFile, PayoutFile, StaffPayout, StaffPayouts } from '@app/contracts/staff-money';
import type { Db } from '../../db/client.ts';
import { affiliatePayoutFiles, affiliatePayouts, recruiters, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { StaffContext } from '../../plugins/staff-auth.ts';
import {
  BANK_DETAILS_HOLD_MS,
  bankDetailsHeldUntil,
  bankDetailsIssue,
  payUnsentPayouts,
  runMonthlyPayouts,
  type PayoutFileDeps,
} from '../affiliates/index.ts';
import { appendAudit } from './staff.repository.ts';
import { auditBy } from './staff.service.ts';

/**
 * The affiliates' payouts in the back office (issue 34, item 4; decision 160): the month's payouts
 * before their SEPA file is made (who, amount, masked IBAN, why one would be left out), a staff
 * hold, exclusion or release (one conditional UPDATE: never on a payout already in a file), the
 * month's file made by the existing pain.001 code (`payUnsentPayouts`, which leaves held and
 * excluded payouts out), the files with their transfers, a file's download and its "sent to the
 * bank" mark. Every change is audited with before/after, and a repeated request changes nothing.
 */

const payoutColumns = {
  id: affiliatePayouts.id,
  affiliateId: affiliatePayouts.affiliateId,
  affiliateEmail: users.email,
  accountHolderName: recruiters.accountHolderName,
  iban: recruiters.iban,
  bankDetailsChangedAt: recruiters.bankDetailsChangedAt,
  month: sql<string>`${affiliatePayouts.month}::text`,
  amountCents: affiliatePayouts.amountCents,
  hold: affiliatePayouts.hold,
  holdReason: affiliatePayouts.holdReason,
  fileId: affiliatePayouts.fileId,
  sentAt: affiliatePayouts.sentAt,
};

const selectPayouts = (db: Db) =>
  db
    .select(payoutColumns)
    .from(affiliatePayouts)
    .innerJoin(recruiters, eq(recruiters.id, affiliatePayouts.affiliateId))
    .leftJoin(users, eq(users.id, recruiters.userId));
type PayoutRow = Awaited<ReturnType<typeof selectPayouts>>[number];

function staffPayout(row: PayoutRow, now: Date): StaffPayout {
  const until = bankDetailsHeldUntil(row.bankDetailsChangedAt, now);
  const state: StaffPayout['state'] =
    row.fileId !== null ? 'sent' : (row.hold ?? (bankDetailsIssue(row) ? 'bank_details' : until ? 'bank_details_changed' : 'ready'));
  return {
    id: row.id,
    affiliateId: row.affiliateId,
    affiliateEmail: row.affiliateEmail ?? null,
    accountHolderName: row.accountHolderName ?? null,
    iban: row.iban ? maskIban(row.iban) : null,
    month: row.month,
    amountCents: row.amountCents,
    state,
    holdReason: row.holdReason ?? null,
    bankHeldUntil: until?.toISOString() ?? null,
    fileId: row.fileId ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The payouts a file of `month` would take (unsent, of that month or before) and those of the month already sent. */
export async function listPayouts(db: Db, month: string, now = new Date()): Promise<StaffPayouts> {
  const rows = await selectPayouts(db)
    .where(
      and(
        eq(affiliatePayouts.status, 'scheduled'),
        or(and(isNull(affiliatePayouts.fileId), lte(affiliatePayouts.month, month)), eq(affiliatePayouts.month, month)),
      ),
    )
    .orderBy(affiliatePayouts.month, affiliatePayouts.id)
    .limit(1000);
  return { month, payouts: rows.map((r) => staffPayout(r, now)) };
}

async function payoutById(db: Db, id: number, now: Date): Promise<StaffPayout> {
  const [row] = await selectPayouts(db).where(eq(affiliatePayouts.id, id)).limit(1);
  if (!row) throw notFound();
  return staffPayout(row, now);
}

/**
 * Creates the month's payouts ahead of the file (the monthly rule of decision 057, idempotent), so
 * that staff see and hold them before any file is made. Audited with what was created.
 */
export async function preparePayouts(db: Db, staff: StaffContext, month: string, now = new Date()): Promise<StaffPayouts> {
  const outcomes = await runMonthlyPayouts(db, month, undefined, now);
  const created = outcomes.filter((o) => o.result === 'created');
  if (created.length > 0)
    await appendAudit(db, {
      ...auditBy(staff),
      action: 'payouts.prepare',
      target: `month:${month}`,
      before: null,
      after: { created: created.map((o) => ({ payoutId: o.payoutId, affiliateId: o.affiliateId, amountCents: o.amountCents })) },
    });
  return listPayouts(db, month, now);
}

/**
 * Holds, excludes or releases a payout not yet in a file: one UPDATE whose WHERE says it is not in a
 * file and not already in the asked state, so that a file run (which locks the unsent payouts) and
 * a hold never both win, and a repeated request writes nothing. 409 for a payout already in a file.
 */
export async function setPayoutHold(
  db: Db,
  staff: StaffContext,
  id: number,
  action: 'hold' | 'exclude' | 'release',
  reason: string,
  now = new Date(),
): Promise<StaffPayout> {
  const before = await payoutById(db, id, now);
  const hold = action === 'release' ? null : action === 'hold' ? 'held' : 'excluded';
  const changed = await db
    .update(affiliatePayouts)
    .set({ hold, holdReason: hold ? reason : null, holdChangedAt: now })
    .where(
      and(
        eq(affiliatePayouts.id, id),
        isNull(affiliatePayouts.fileId),
        hold === null ? sql`${affiliatePayouts.hold} IS NOT NULL` : sql`${affiliatePayouts.hold} IS DISTINCT FROM ${hold}`,
      ),
    )
    .returning({ id: affiliatePayouts.id });
  const after = await payoutById(db, id, now);
  if (changed.length === 0) {
    if (after.fileId !== null) throw new AppError('conflict', 'This payout is already in a SEPA file');
    return after;
  }
  await appendAudit(db, {
    ...auditBy(staff),
    action: `payout.${action}`,
    target: `payout:${id}`,
    before: { state: before.state, holdReason: before.holdReason },
    after: { state: after.state, holdReason: after.holdReason, reason },
  });
  return after;
}

async function filesWithTransfers(db: Db, where?: ReturnType<typeof eq>): Promise<PayoutFile[]> {
  const files = await db
    .select()
    .from(affiliatePayoutFiles)
    .where(where)
    .orderBy(desc(affiliatePayoutFiles.id))
    .limit(where ? 1 : 60);
  if (files.length === 0) return [];
  const transfers = await selectPayouts(db)
    .where(
      inArray(
        affiliatePayouts.fileId,
        files.map((f) => f.id),
      ),
    )
    .orderBy(affiliatePayouts.id);
  return files.map((f) => ({
    id: f.id,
    month: String(f.month),
    messageId: f.messageId,
    transactions: f.transactions,
    totalCents: f.totalCents,
    createdAt: f.createdAt.toISOString(),
    sentToBankAt: f.sentToBankAt?.toISOString() ?? null,
    sentToBankBy: f.sentToBankBy ?? null,
    transfers: transfers
      .filter((t) => t.fileId === f.id)
      .map((t) => ({
        payoutId: t.id,
        affiliateEmail: t.affiliateEmail ?? null,
        iban: t.iban ? maskIban(t.iban) : null,
        amountCents: t.amountCents,
        month: t.month,
      })),
  }));
}

export const listPayoutFiles = (db: Db): Promise<PayoutFile[]> => filesWithTransfers(db);

async function payoutFile(db: Db, id: number): Promise<PayoutFile> {
  const [file] = await filesWithTransfers(db, eq(affiliatePayoutFiles.id, id));
  if (!file) throw notFound();
  return file;
}

/**
 * Makes the SEPA file of the payouts of `month` and before that are unsent, not held or excluded,
 * and whose bank details can carry them (the existing pain.001 path and its advisory lock: a second
 * request at the same time makes no second file). Audited when a file was made.
 */
export async function makePayoutFile(deps: PayoutFileDeps, staff: StaffContext, month: string): Promise<MadePayoutFile> {
  const run = await payUnsentPayouts(deps, month);
  const leftOut = (await listPayouts(deps.db, month, deps.now?.() ?? new Date())).payouts.filter((p) => p.state !== 'sent').length;
  if (!run.file) return { file: null, leftOut };
  const file = await payoutFile(deps.db, run.file.id);
  await appendAudit(deps.db, {
    ...auditBy(staff),
    action: 'payout_file.make',
    target: `payout_file:${file.id}`,
    before: null,
    after: { month, messageId: file.messageId, transactions: file.transactions, totalCents: file.totalCents, leftOut },
  });
  return { file, leftOut };
}

/** A file's XML, for the operator to upload to the bank; its download is audited. */
export async function downloadPayoutFile(
  deps: Pick<PayoutFileDeps, 'db' | 'storage'>,
  staff: StaffContext,
  id: number,
): Promise<{ filename: string; body: Buffer }> {
  const [file] = await deps.db.select().from(affiliatePayoutFiles).where(eq(affiliatePayoutFiles.id, id)).limit(1);
  if (!file) throw notFound();
  const object = await deps.storage.get(file.storageKey);
  if (!object) throw notFound();
  await appendAudit(deps.db, { ...auditBy(staff), action: 'payout_file.download', target: `payout_file:${id}`, before: null, after: null });
  return { filename: `${file.messageId}.xml`, body: object.body };
}

/** Marks a file uploaded to the bank, once (one conditional UPDATE); a second mark changes nothing. */
export async function markFileSentToBank(db: Db, staff: StaffContext, id: number, now = new Date()): Promise<PayoutFile> {
  const before = await payoutFile(db, id);
  const marked = await db
    .update(affiliatePayoutFiles)
    .set({ sentToBankAt: now, sentToBankBy: staff.email })
    .where(and(eq(affiliatePayoutFiles.id, id), isNull(affiliatePayoutFiles.sentToBankAt)))
    .returning({ id: affiliatePayoutFiles.id });
  const after = await payoutFile(db, id);
  if (marked.length > 0)
    await appendAudit(db, {
      ...auditBy(staff),
      action: 'payout_file.sent_to_bank',
      target: `payout_file:${id}`,
      before: { sentToBankAt: before.sentToBankAt },
      after: { sentToBankAt: after.sentToBankAt },
    });
  return after;
}

/** Affiliates whose bank details changed less than 48 hours ago: their payouts wait (decision 081). */
export async function bankChangesOnHold(db: Db, now = new Date()): Promise<BankChanges> {
  const rows = await db
    .select({
      affiliateId: recruiters.id,
      affiliateEmail: users.email,
      iban: recruiters.iban,
      changedAt: recruiters.bankDetailsChangedAt,
    })
    .from(recruiters)
    .leftJoin(users, eq(users.id, recruiters.userId))
    .where(and(eq(recruiters.isAffiliate, true), gt(recruiters.bankDetailsChangedAt, new Date(now.getTime() - BANK_DETAILS_HOLD_MS))))
    .orderBy(desc(recruiters.bankDetailsChangedAt))
    .limit(200);
  return {
    changes: rows.map((r) => ({
      affiliateId: r.affiliateId,
      affiliateEmail: r.affiliateEmail ?? null,
      iban: r.iban ? maskIban(r.iban) : null,
      changedAt: r.changedAt!.toISOString(),
      heldUntil: new Date(r.changedAt!.getTime() + BANK_DETAILS_HOLD_MS).toISOString(),
    })),
  };
}
