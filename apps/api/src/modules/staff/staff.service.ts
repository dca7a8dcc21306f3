import { randomBytes } from 'node:crypto';
import { STAFF_PERMISSIONS, type StaffPermission } from '@app/contracts/roles';
import { STAFF_RECOVERY_CODES, type AuditEntry, type StaffMe, type StaffSignIn } from '@app/contracts/staff';
import type { Db } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { StaffContext } from '../../plugins/staff-auth.ts';
import {
  appendAudit,
  claimTry,
  countRecoveryCodesLeft,
  endSession,
  findStaffByEmail,
  insertSession,
  insertStaff,
  readAudit,
  resetTries,
  useRecoveryCode,
  useTotpStep,
} from './staff.repository.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';
import { openSecret, sealSecret } from './totp-key.ts';

/** A recovery code as the staff member types it: ten characters of an unambiguous alphabet, `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const newRecoveryCode = (): string => {
  const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
/** What is stored of a recovery code: the SHA-256 of its normal form (lower case, the dash kept). */
export const recoveryCodeHash = (code: string): string => hashOpaqueToken(code.trim().toLowerCase());

export interface NewStaff {
  email: string;
  permissions: StaffPermission[];
  /** Given by a test; the command generates one and prints it once. */
  password?: string;
}

export interface CreatedStaff {
  email: string;
  password: string;
  totpSecret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

/** `npm run staff:create`: the account, its TOTP secret and its recovery codes, shown once and kept hashed (the codes). */
export async function createStaff(db: Db, input: NewStaff, totpKey: Buffer): Promise<CreatedStaff> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new AppError('validation_failed', 'Invalid e-mail');
  if (!input.permissions.every((p) => (STAFF_PERMISSIONS as readonly string[]).includes(p)))
    throw new AppError('validation_failed', `Permissions are among ${STAFF_PERMISSIONS.join(', ')}`);
  if (await findStaffByEmail(db, email)) throw new AppError('conflict', 'A staff account with this e-mail exists');
  const password = input.password ?? randomBytes(18).toString('base64url');
  if (password.length < 12) throw new AppError('validation_failed', 'A staff password has at least 12 characters');
  const totpSecret = newTotpSecret();
  const recoveryCodes = Array.from({ length: STAFF_RECOVERY_CODES }, newRecoveryCode);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const staffId = await insertStaff(tx, {
      email,
      passwordHash,
      totpSecret: sealSecret(totpSecret, totpKey),
      permissions: [...new Set(input.permissions)],
      recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
    });
    await appendAudit(tx, {
      staffId: null,
      staffEmail: 'staff:create (command line)',
      action: 'staff.create',
      target: email,
      after: { permissions: input.permissions },
    });
    return staffId;
  });
  return { email, password, totpSecret, otpauthUrl: totpUri(email, totpSecret), recoveryCodes };
}

const refused = () => new AppError('invalid_credentials', 'Wrong e-mail, password or code');

/**
 * Staff sign-in (decision 152): e-mail, password and a second factor (a TOTP code, each time step
 * once, or a recovery code, each once), in one request, after claiming a try of this client's budget
 * for the e-mail (STAFF_MAX_TRIES a window) and one of the account's (STAFF_ACCOUNT_MAX_TRIES, atomic).
 * One answer for every failure. Answers the session's
 * opaque token, for the HttpOnly cookie.
 */
export async function signInStaff(
  db: Db,
  input: StaffSignIn,
  /** Takes one of this client's tries for the e-mail (STAFF_MAX_TRIES a window): the seconds to wait when spent, else 0. */
  clientTry: (email: string) => Promise<number>,
  totpKey: Buffer,
  now = Date.now(),
): Promise<{ token: string; staff: StaffContext }> {
  // First this client's tries for this e-mail, known or not: a stranger spends their own, never the
  // operator's, and an unknown address answers as a known one (decision 157).
  const wait = await clientTry(input.email.trim().toLowerCase());
  if (wait > 0) throw rateLimited(wait);
  const account = await findStaffByEmail(db, input.email);
  if (!account || !account.isActive) {
    // The same work as a known e-mail, so that timing does not tell.
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw refused();
  }
  const claim = await claimTry(db, account.id);
  if (!claim.ok) throw rateLimited(claim.retryAfterSeconds);
  if (!(await verifyPassword(account.passwordHash, input.password))) throw refused();
  const code = input.code.trim();
  let factor: 'totp' | 'recovery';
  if (/^[0-9]{6}$/.test(code)) {
    const step = await totpStep(openSecret(account.totpSecret, totpKey), code, now);
    if (step === null || !(await useTotpStep(db, account.id, step))) throw refused();
    factor = 'totp';
  } else {
    if (!(await useRecoveryCode(db, account.id, recoveryCodeHash(code)))) throw refused();
    factor = 'recovery';
  }
  await resetTries(db, account.id);
  const { token, hash } = newOpaqueToken();
  await insertSession(db, account.id, hash);
  await appendAudit(db, { staffId: account.id, staffEmail: account.email, action: 'staff.signIn', after: { factor } });
  return { token, staff: { id: account.id, email: account.email, permissions: account.permissions, tokenHash: hash } };
}

export async function signOutStaff(db: Db, staff: StaffContext): Promise<void> {
  await endSession(db, staff.tokenHash);
  await appendAudit(db, { staffId: staff.id, staffEmail: staff.email, action: 'staff.signOut' });
}

export async function staffMe(db: Db, staff: StaffContext): Promise<StaffMe> {
  return { email: staff.email, permissions: staff.permissions, recoveryCodesLeft: await countRecoveryCodesLeft(db, staff.id) };
}

/** An action of a staff member, for the audit log. */
export const auditBy = (staff: StaffContext) => ({ staffId: staff.id, staffEmail: staff.email });

export async function auditPage(db: Db, page: { before?: number; limit: number }): Promise<AuditEntry[]> {
  const rows = await readAudit(db, page);
  return rows.map((r) => ({
    id: Number(r.id),
    staffEmail: r.staffEmail,
    action: r.action,
    target: r.target,
    before: r.before ?? null,
    after: r.after ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
