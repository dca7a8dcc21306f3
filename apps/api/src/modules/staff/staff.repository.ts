import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { StaffPermission } from '@app/contracts/roles';
import { STAFF_ACCOUNT_MAX_TRIES, STAFF_TRIES_WINDOW_MINUTES } from '@app/contracts/staff';
import type { Db, Tx } from '../../db/client.ts';
import { staffAccounts, staffAuditLog, staffDevices, staffRecoveryCodes, staffSessions } from '../../db/schema/index.ts';

type Conn = Db | Tx;

export const findStaffByEmail = async (db: Conn, email: string) => {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
};

export async function insertStaff(
  tx: Tx,
  input: { email: string; passwordHash: string; totpSecret: string; permissions: StaffPermission[]; recoveryCodeHashes: string[] },
): Promise<number> {
  const [row] = await tx
    .insert(staffAccounts)
    .values({ email: input.email, passwordHash: input.passwordHash, totpSecret: input.totpSecret, permissions: input.permissions })
    .returning({ id: staffAccounts.id });
  await tx.insert(staffRecoveryCodes).values(input.recoveryCodeHashes.map((codeHash) => ({ staffId: row!.id, codeHash })));
  return row!.id;
}

/**
 * Claims one try of the account's budget for a signed-in member's proofs (password change, new TOTP
 * secret, decision 161), atomically (one UPDATE): at most STAFF_ACCOUNT_MAX_TRIES claims
 * succeed in a window, however many requests run at once. A new window starts when the last one
 * ended. False: the account waits for its window's end.
 */
export async function claimTry(db: Db, staffId: number): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const [row] = await db
    .update(staffAccounts)
    .set({
      failedTries: sql`CASE WHEN ${staffAccounts.triesResetAt} <= now() THEN 1 ELSE ${staffAccounts.failedTries} + 1 END`,
      triesResetAt: sql`CASE WHEN ${staffAccounts.triesResetAt} <= now() THEN now() + make_interval(mins => ${STAFF_TRIES_WINDOW_MINUTES}) ELSE ${staffAccounts.triesResetAt} END`,
    })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        or(sql`${staffAccounts.triesResetAt} <= now()`, lt(staffAccounts.failedTries, STAFF_ACCOUNT_MAX_TRIES)),
      ),
    )
    .returning({ id: staffAccounts.id });
  if (row) return { ok: true };
  const [wait] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${staffAccounts.triesResetAt} - now()))::int` })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  return { ok: false, retryAfterSeconds: Math.max(1, Number(wait?.seconds ?? 1)) };
}

/** A successful sign-in gives the budget back. */
export const resetTries = (db: Conn, staffId: number) =>
  db
    .update(staffAccounts)
    .set({ failedTries: 0, triesResetAt: sql`now()` })
    .where(eq(staffAccounts.id, staffId));

/** Records the TOTP step used; false when that step (or a later one) was already used: a code serves once. */
export async function useTotpStep(db: Conn, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, staffId), lt(staffAccounts.totpLastStep, step)))
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

/** Spends a recovery code: true once, for the one request whose UPDATE set `used_at`. */
export async function useRecoveryCode(db: Conn, staffId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Conn, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** The staff account a device token's hash is bound to (decision 157), or null. */
export async function staffOfDevice(db: Conn, tokenHash: string): Promise<number | null> {
  const [row] = await db.select({ staffId: staffDevices.staffId }).from(staffDevices).where(eq(staffDevices.tokenHash, tokenHash)).limit(1);
  return row?.staffId ?? null;
}

/** A device signed in: a new one is bound to the account, a known one has its use noted. */
export const rememberDevice = (db: Conn, staffId: number, tokenHash: string) =>
  db
    .insert(staffDevices)
    .values({ staffId, tokenHash })
    .onConflictDoUpdate({ target: staffDevices.tokenHash, set: { lastUsedAt: sql`now()` }, where: eq(staffDevices.staffId, staffId) });

export const insertSession = (db: Conn, staffId: number, tokenHash: string) => db.insert(staffSessions).values({ staffId, tokenHash });

export const endSession = (db: Conn, tokenHash: string) =>
  db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.endedAt)));

export interface AuditInput {
  staffId: number | null;
  staffEmail: string;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends an entry to the audit log (the only write the table accepts, migration 0052). */
export async function appendAudit(db: Conn, entry: AuditInput): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffId: entry.staffId,
    staffEmail: entry.staffEmail,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function readAudit(db: Conn, page: { before?: number; limit: number }) {
  return db
    .select()
    .from(staffAuditLog)
    .where(page.before ? lt(staffAuditLog.id, page.before) : undefined)
    .orderBy(desc(staffAuditLog.id))
    .limit(page.limit);
}
