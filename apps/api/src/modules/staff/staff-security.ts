import { and, desc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_RECOVERY_CODES } from '@app/contracts/staff';
import {
  okTrueSchema,
  recoveryCodesSchema,
  staffIdParamsSchema,
  staffMemberAnswerSchema,
  staffMembersSchema,
  staffPasswordChangeSchema,
  staffProofSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
  type StaffMember,
} from '@app/contracts/staff-support';
import { errorAnswerSchema } from '@app/contracts/errors';
import type { Db } from '../../db/client.ts';
import { staffAccounts, staffRecoveryCodes, staffSessions } from '../../db/schema/index.ts';
import { AppError, notFound, rateLimited } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { requireStaff, type StaffContext } from '../../plugins/staff-auth.ts';
import { appendAudit, claimTry, resetTries, useTotpStep } from './staff.repository.ts';
import { auditBy, newRecoveryCode, recoveryCodeHash } from './staff.service.ts';
import { openSecret, sealSecret } from './totp-key.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';
import { moduleRoutes } from '../../lib/route-options.ts';

/**
 * The staff's own security (decision 152's leftovers, decision 161): a staff member changes their
 * password, enrols a new TOTP secret (confirmed by a code of it before it replaces the old one) and
 * makes new recovery codes, each proven by their password and a current code, the tries counted on
 * the account's own budget (`claimTry`, apart from the sign-in's, which strangers can spend); the
 * support lists staff and deactivates another member (never themselves, never the last active
 * support member). Every change audited.
 */
const wrongProof = () => new AppError('wrong_password', 'Wrong password or code');

/** The staff member at the screen proves it: a try claimed, then the password and a current code (each step once). */
async function proveStaff(db: Db, staff: StaffContext, key: Buffer, password: string, code: string) {
  const claim = await claimTry(db, staff.id);
  if (!claim.ok) throw rateLimited(claim.retryAfterSeconds);
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id)).limit(1);
  if (!account || !(await verifyPassword(account.passwordHash, password))) throw wrongProof();
  const step = await totpStep(openSecret(account.totpSecret, key), code);
  if (step === null || !(await useTotpStep(db, staff.id, step))) throw wrongProof();
  await resetTries(db, staff.id);
  return account;
}

export async function changeStaffPassword(
  db: Db,
  staff: StaffContext,
  key: Buffer,
  input: { oldPassword: string; newPassword: string; code: string },
): Promise<void> {
  await proveStaff(db, staff, key, input.oldPassword, input.code);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, staff.id));
    // Every other session of the member ends; this one stays.
    await tx
      .update(staffSessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(staffSessions.staffId, staff.id), isNull(staffSessions.endedAt), ne(staffSessions.tokenHash, staff.tokenHash)));
    await appendAudit(tx, { ...auditBy(staff), action: 'staff.password', target: `staff:${staff.id}` });
  });
}

/** A new secret, kept pending (sealed) until a code of it confirms it: shown once. */
export async function beginTotpEnrolment(db: Db, staff: StaffContext, key: Buffer, proof: { password: string; code: string }) {
  await proveStaff(db, staff, key, proof.password, proof.code);
  const secret = newTotpSecret();
  await db
    .update(staffAccounts)
    .set({ pendingTotpSecret: sealSecret(secret, key) })
    .where(eq(staffAccounts.id, staff.id));
  await appendAudit(db, { ...auditBy(staff), action: 'staff.totpBegin', target: `staff:${staff.id}` });
  return { secret, otpauthUrl: totpUri(staff.email, secret) };
}

/** The pending secret replaces the old one when a code of it is right (its step then used). */
export async function confirmTotpEnrolment(db: Db, staff: StaffContext, key: Buffer, code: string): Promise<void> {
  const claim = await claimTry(db, staff.id);
  if (!claim.ok) throw rateLimited(claim.retryAfterSeconds);
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id)).limit(1);
  if (!account?.pendingTotpSecret) throw new AppError('conflict', 'No new code generator is being enrolled');
  const step = await totpStep(openSecret(account.pendingTotpSecret, key), code);
  if (step === null) throw wrongProof();
  const swapped = await db
    .update(staffAccounts)
    .set({ totpSecret: account.pendingTotpSecret, pendingTotpSecret: null, totpLastStep: step })
    .where(and(eq(staffAccounts.id, staff.id), eq(staffAccounts.pendingTotpSecret, account.pendingTotpSecret)))
    .returning({ id: staffAccounts.id });
  if (!swapped.length) throw new AppError('conflict', 'The enrolment changed meanwhile');
  await resetTries(db, staff.id);
  await appendAudit(db, { ...auditBy(staff), action: 'staff.totpEnrol', target: `staff:${staff.id}` });
}

/** Ten new recovery codes, shown once; the old ones stop working. */
export async function renewRecoveryCodes(db: Db, staff: StaffContext, key: Buffer, proof: { password: string; code: string }) {
  await proveStaff(db, staff, key, proof.password, proof.code);
  const codes = Array.from({ length: STAFF_RECOVERY_CODES }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id));
    await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ staffId: staff.id, codeHash: recoveryCodeHash(c) })));
    await appendAudit(tx, { ...auditBy(staff), action: 'staff.recoveryCodes', target: `staff:${staff.id}` });
  });
  return { recoveryCodes: codes };
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      permissions: staffAccounts.permissions,
      isActive: staffAccounts.isActive,
      createdAt: staffAccounts.createdAt,
      lastSeenAt: max(staffSessions.lastSeenAt),
    })
    .from(staffAccounts)
    .leftJoin(staffSessions, eq(staffSessions.staffId, staffAccounts.id))
    .groupBy(staffAccounts.id)
    .orderBy(desc(staffAccounts.isActive), staffAccounts.email)
    .limit(500);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt).toISOString() : null,
  }));
}

/**
 * Deactivates another staff member (decision 161): never oneself (a stolen session cannot lock the
 * team out by deactivating its own victim last), never the last active member holding one of their
 * permissions (who else would deactivate, refund or pay out; decision 169). One UPDATE checks both; the member's sessions stop at their next request.
 */
/** Key of the advisory lock that serializes staff deactivations (any fixed 64-bit number). */
const STAFF_DEACTIVATION_LOCK = 7_105_220_261_129;

export async function deactivateStaff(db: Db, staff: StaffContext, id: number): Promise<StaffMember> {
  if (id === staff.id) throw new AppError('conflict', 'A staff member cannot deactivate themselves');
  // One deactivation at a time (a transaction lock): two support members deactivating each other at
  // once would each count the other as active, and both would go (outside attack, 2026-11-29). The
  // one who asks must still be active when it runs.
  const changed = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_DEACTIVATION_LOCK})`);
    return tx
      .update(staffAccounts)
      .set({ isActive: false })
      .where(
        and(
          eq(staffAccounts.id, id),
          eq(staffAccounts.isActive, true),
          sql`EXISTS (SELECT 1 FROM staff_accounts me WHERE me.id = ${staff.id} AND me.is_active)`,
          // No permission of the member is left without an active member holding it: nobody could
          // refund, pay out or manage staff any more (outside attack: support deactivated the only
          // finance member), and no route gives a member back (a new one is made on the server).
          sql`NOT EXISTS (SELECT 1 FROM unnest(${staffAccounts.permissions}) AS held(permission)
            WHERE NOT EXISTS (SELECT 1 FROM staff_accounts o WHERE o.is_active AND held.permission = ANY(o.permissions) AND o.id <> ${id}))`,
        ),
      )
      .returning({ id: staffAccounts.id });
  });
  const member = (await listStaff(db)).find((m) => m.id === id);
  if (!member) throw notFound();
  if (changed.length) {
    await db
      .update(staffSessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.endedAt)));
    await appendAudit(db, {
      ...auditBy(staff),
      action: 'staff.deactivate',
      target: `staff:${id}`,
      before: { isActive: true },
      after: { isActive: false },
    });
  } else if (member.isActive)
    throw new AppError('conflict', 'The last active member holding one of these permissions cannot be deactivated');
  return member;
}

export const staffSecurityRoutes: FastifyPluginAsyncZod<{ db: Db; totpKey: Buffer }> = async (app, { db, totpKey }) => {
  const tags = ['admin'];
  const route = moduleRoutes({ policy: 'staff', tags, errors: {} });
  // 400 wrong_password: the password or the code is wrong; 429: the account's tries are spent for the window.
  const proofErrors = { 400: errorAnswerSchema, 429: errorAnswerSchema };
  const proofRoute = moduleRoutes({ policy: 'staff', tags, errors: proofErrors });
  app.post(
    '/admin/me/password/',
    proofRoute({
      operationId: 'admin.changePassword',
      summary: "Changes the staff member's password (old password and a current code); their other sessions end; audited",
      body: staffPasswordChangeSchema,
      response: { 200: okTrueSchema },
    }),
    async (request) => {
      await changeStaffPassword(db, requireStaff(request), totpKey, request.body);
      return { ok: true as const };
    },
  );
  app.post(
    '/admin/me/totp/',
    proofRoute({
      operationId: 'admin.beginTotpEnrolment',
      summary: 'A new TOTP secret (shown once), which replaces the old one when a code of it is confirmed; audited',
      body: staffProofSchema,
      response: { 200: totpEnrolmentSchema },
    }),
    async (request) => beginTotpEnrolment(db, requireStaff(request), totpKey, request.body),
  );
  app.post(
    '/admin/me/totp/confirm/',
    proofRoute({
      operationId: 'admin.confirmTotpEnrolment',
      summary: 'Confirms the new TOTP secret with a code of it; audited',
      body: totpConfirmSchema,
      response: { 200: okTrueSchema, 409: errorAnswerSchema },
    }),
    async (request) => {
      await confirmTotpEnrolment(db, requireStaff(request), totpKey, request.body.code);
      return { ok: true as const };
    },
  );
  app.post(
    '/admin/me/recovery-codes/',
    proofRoute({
      operationId: 'admin.renewRecoveryCodes',
      summary: 'Ten new recovery codes (shown once); the old ones stop working; audited',
      body: staffProofSchema,
      response: { 200: recoveryCodesSchema },
    }),
    async (request) => renewRecoveryCodes(db, requireStaff(request), totpKey, request.body),
  );
  app.get(
    '/admin/staff/',
    {
      policy: 'staffSupport',
      schema: { operationId: 'admin.listStaff', tags, summary: 'The staff members', response: { 200: staffMembersSchema } },
    },
    async () => ({ staff: await listStaff(db) }),
  );
  app.post(
    '/admin/staff/:id/deactivate/',
    route(
      {
        operationId: 'admin.deactivateStaff',
        summary:
          'Deactivates another staff member (never oneself, never the last active holder of a permission); their sessions end; audited',
        params: staffIdParamsSchema,
        response: { 200: staffMemberAnswerSchema, 409: errorAnswerSchema },
      },
      'staffSupport',
    ),
    async (request) => ({ member: await deactivateStaff(db, requireStaff(request), request.params.id) }),
  );
};
