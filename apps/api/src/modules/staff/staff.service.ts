import { randomBytes } from 'node:crypto';
import { STAFF_PERMISSIONS, type StaffPermission } from '@app/contracts/roles';
import {
  STAFF_ACCOUNT_MAX_TRIES,
  STAFF_RECOVERY_CODES,
  STAFF_TRIES_WINDOW_MINUTES,
  type AuditEntry,
  type StaffMe,
  type StaffSignIn,
} from '@app/contracts/staff';
import type { Db } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { StaffContext } from '../../plugins/staff-auth.ts';
import type { SignInThrottle } from '../auth/index.ts';
import {
  appendAudit,
  countRecoveryCodesLeft,
  endSession,
  findStaffByEmail,
  insertSession,
  insertStaff,
  readAudit,
  rememberDevice,
  staffOfDevice,
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

/** What the sign-in request brings besides its body: the client's address and the device cookie's token, if any. */
export interface StaffSignInCaller {
  client: string;
  deviceToken?: string;
}

/**
 * Staff sign-in (decision 152): e-mail, password and a second factor (a TOTP code, each time step
 * once, or a recovery code, each once), in one request. Before any check a try is taken of the
 * sign-in budget (decision 157, `SignInThrottle` as the customers' sign-in): this client's for the
 * e-mail (STAFF_MAX_TRIES a window) and the e-mail's ceiling over every client
 * (STAFF_ACCOUNT_MAX_TRIES), both counted per e-mail whether an account has it or not, so an unknown
 * address answers exactly as a known one. A device that signed in as this account before (its
 * cookie's token hashed in `staff_devices`) counts on its own budget instead, never on the ceiling
 * strangers can spend. The try that reaches the ceiling writes one audit entry (once a window).
 * One answer for every failure. Answers the session's opaque token and the device's, for the
 * HttpOnly cookies.
 */
export async function signInStaff(
  db: Db,
  input: StaffSignIn,
  throttle: SignInThrottle,
  caller: StaffSignInCaller,
  totpKey: Buffer,
  now = Date.now(),
): Promise<{ token: string; device: string; staff: StaffContext }> {
  const email = input.email.trim().toLowerCase();
  const account = await findStaffByEmail(db, email);
  const live = account?.isActive ? account : null;
  // The device lookup runs whenever a cookie comes, known e-mail or not (timing tells nothing).
  const deviceHash = caller.deviceToken ? hashOpaqueToken(caller.deviceToken) : null;
  const deviceOf = deviceHash ? await staffOfDevice(db, deviceHash) : null;
  const proven = live !== null && deviceOf === live.id;
  const ticket = await throttle.take(caller.client, email, proven ? deviceHash : null);
  if (ticket.accountJustLocked)
    await appendAudit(db, {
      staffId: null,
      staffEmail: 'staff sign-in (anyone)',
      action: 'staff.signInCeiling',
      target: email,
      after: { tries: STAFF_ACCOUNT_MAX_TRIES, windowMinutes: STAFF_TRIES_WINDOW_MINUTES },
    });
  if (ticket.wait > 0) throw rateLimited(ticket.wait);
  let checked: Awaited<ReturnType<typeof checkCredentials>>;
  try {
    checked = await checkCredentials(db, live, input, totpKey, now);
  } catch (error) {
    await ticket.settle(error instanceof AppError && error.code === 'invalid_credentials' ? 'wrong' : 'error');
    throw error;
  }
  await ticket.settle('success');
  const { account: staffAccount, factor } = checked;
  const device = proven ? caller.deviceToken! : newOpaqueToken().token;
  await rememberDevice(db, staffAccount.id, hashOpaqueToken(device));
  const { token, hash } = newOpaqueToken();
  await insertSession(db, staffAccount.id, hash);
  await appendAudit(db, { staffId: staffAccount.id, staffEmail: staffAccount.email, action: 'staff.signIn', after: { factor } });
  return {
    token,
    device,
    staff: { id: staffAccount.id, email: staffAccount.email, permissions: staffAccount.permissions, tokenHash: hash },
  };
}

/** The password and the second factor of a live account; `refused()` for any failure, an unknown e-mail after the same work. */
async function checkCredentials(
  db: Db,
  account: Awaited<ReturnType<typeof findStaffByEmail>>,
  input: StaffSignIn,
  totpKey: Buffer,
  now: number,
): Promise<{ account: NonNullable<typeof account>; factor: 'totp' | 'recovery' }> {
  if (!account) {
    // The same work as a known e-mail, so that timing does not tell.
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw refused();
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) throw refused();
  const code = input.code.trim();
  if (/^[0-9]{6}$/.test(code)) {
    const step = await totpStep(openSecret(account.totpSecret, totpKey), code, now);
    if (step === null || !(await useTotpStep(db, account.id, step))) throw refused();
    return { account, factor: 'totp' };
  }
  if (!(await useRecoveryCode(db, account.id, recoveryCodeHash(code)))) throw refused();
  return { account, factor: 'recovery' };
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
