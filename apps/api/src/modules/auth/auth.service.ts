import { randomUUID } from 'node:crypto';
import { INVITATION_TTL_SECONDS, PASSWORD_RESET_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@app/contracts/constants';
import type { TokenPair } from '@app/contracts/auth';
import type { Db } from '../../db/client.ts';
import type { PasswordLinkPurpose } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { mayMailAnotherSecret } from '../../lib/mailbox-secrets.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashOpaqueToken, newOpaqueToken, type TokenSigner } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import * as repo from './auth.repository.ts';
import { requirePassword } from './password-check.ts';
import { passwordResetMail, signInUnlockMail } from './auth.mails.ts';
import { linkBase } from '../../lib/public-url.ts';

export interface AuthDeps {
  db: Db;
  signer: TokenSigner;
  mailer: Mailer;
  /** Origin used in e-mailed links, e.g. https://qrecrute.fr */
  publicUrl: string;
}

/**
 * A new session's tokens: the refresh token opens a family, named in the access token as `sid`; the
 * access token carries the user's token version (read when not given, decision 117). The refresh
 * token only ever leaves the server in its HttpOnly cookie (session-cookies.ts).
 */
export async function issuePair(
  deps: Pick<AuthDeps, 'db' | 'signer'>,
  userId: number,
  familyId: string = randomUUID(),
  tokenVersion?: number,
): Promise<TokenPair> {
  const { token, hash } = newOpaqueToken();
  const kept = await repo.insertRefreshToken(deps.db, {
    userId,
    familyId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  // The session was signed out (its family revoked) while this refresh ran.
  if (!kept) throw new AppError('token_invalid', 'Refresh token invalid');
  const version = tokenVersion ?? (await repo.findTokenVersion(deps.db, userId)) ?? 0;
  return { access: await deps.signer.signAccess(userId, familyId, new Date(), version), refresh: token };
}

/** Sign-in: the same answer and about the same time whether the e-mail is unknown or the password wrong. */
export async function login(deps: AuthDeps, email: string, password: string): Promise<TokenPair> {
  const user = await repo.findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  // An account without a password (invited, decision 097) signs in with none, not even the dummy's.
  if (!user?.passwordHash || !ok) throw new AppError('invalid_credentials', 'Invalid credentials');
  // Told only to whoever gave the right password (decision 161); the web app says it in the visitor's language.
  refuseSuspended(user);
  if (!user.isActive) throw new AppError('invalid_credentials', 'Invalid credentials');
  await repo.touchLastLogin(deps.db, user.id);
  return issuePair(deps, user.id, randomUUID(), user.tokenVersion);
}

/**
 * Rotation with reuse detection: each refresh token works once; presenting a used one revokes
 * its whole family (whoever holds the newest token is logged out too).
 */
export async function refresh(deps: AuthDeps, refreshToken: string): Promise<TokenPair> {
  const row = await repo.findRefreshToken(deps.db, hashOpaqueToken(refreshToken));
  if (!row) throw new AppError('token_invalid', 'Refresh token invalid');
  if (row.revokedAt) {
    // A session the support's suspension ended says why, to the holder of its refresh token only
    // (as the sign-in tells whoever gives the right password; decision 161): the page shows it.
    refuseSuspended(await repo.findUserById(deps.db, row.userId));
    throw new AppError('token_invalid', 'Refresh token invalid');
  }
  if (row.usedAt) {
    await repo.revokeFamily(deps.db, row.familyId, row.userId);
    throw new AppError('token_reused', 'Refresh token reused');
  }
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('token_expired', 'Refresh token expired');
  if (!(await repo.consumeRefreshToken(deps.db, row.id))) {
    await repo.revokeFamily(deps.db, row.familyId, row.userId);
    throw new AppError('token_reused', 'Refresh token reused');
  }
  const user = await repo.findUserById(deps.db, row.userId);
  if (!user?.isActive) {
    refuseSuspended(user);
    throw new AppError('token_invalid', 'Refresh token invalid');
  }
  return issuePair(deps, row.userId, row.familyId, user.tokenVersion);
}

/** Throws `account_suspended` when the account is suspended (not merely inactive or erased). */
function refuseSuspended(user: { isActive: boolean; suspendedAt: Date | null } | undefined): void {
  if (user && !user.isActive && user.suspendedAt)
    throw new AppError('account_suspended', 'This account is suspended: write to the support');
}

/**
 * Sign-out (decision 117): the session's refresh-token family is revoked on the server, found from
 * its refresh token or else from the access token's `sid`; the user's access tokens stop at once
 * (other sessions get a new one from their refresh token at their next call). Unknown tokens are
 * ignored: signing out always succeeds.
 */
export async function signOut(deps: AuthDeps, refreshToken: string | undefined, accessToken: string | undefined): Promise<void> {
  const row = refreshToken ? await repo.findRefreshToken(deps.db, hashOpaqueToken(refreshToken)) : undefined;
  if (row) return repo.revokeFamily(deps.db, row.familyId, row.userId);
  const access = accessToken ? await deps.signer.verifyAccess(accessToken).catch(() => null) : null;
  if (access?.sessionId) await repo.revokeFamily(deps.db, access.sessionId, access.userId);
}

/** How long a mailed sign-in unlock link works (decision 117). */
export const UNLOCK_LINK_TTL_SECONDS = 60 * 60;

/**
 * When the account-wide sign-in budget is spent (decision 117): mails the holder a link that proves
 * the device it is opened on, whose attempts then count on their own budget. Nothing for an unknown
 * or inactive e-mail (the answer to the attempt is the same).
 */
export async function mailSignInUnlock(deps: AuthDeps, normalizedEmail: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, normalizedEmail);
  if (!user?.isActive || !user.passwordHash) return;
  const token = await deps.signer.signDevice('device-unlock', normalizedEmail, randomUUID(), UNLOCK_LINK_TTL_SECONDS);
  const link = `${linkBase(deps)}/api/token/unlock/?token=${encodeURIComponent(token)}`;
  await deps.mailer.post(await signInUnlockMail(user.email, user.language, user.firstName, link));
}

/** How long each kind of password link works. */
const PASSWORD_LINK_TTL_SECONDS: Record<PasswordLinkPurpose, number> = {
  reset: PASSWORD_RESET_TTL_SECONDS,
  invitation: INVITATION_TTL_SECONDS,
};

/**
 * A new one-use link token of `purpose` for the user. It voids none of the user's links: each stays
 * valid until one is used or it expires (decision 139: asking again never voids what the owner holds).
 */
export async function newPasswordLink(db: Db, userId: number, purpose: PasswordLinkPurpose): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await repo.insertPasswordLink(db, {
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + PASSWORD_LINK_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

/**
 * Sets a password from a one-use link of `purpose`: the link is used, every other link of the user
 * voided and every session signed out. An invitation sets the first password only: it is refused
 * for an account that has one. The user's id, or undefined when the link does not serve.
 */
export async function setPasswordFromLink(
  db: Db,
  token: string,
  purpose: PasswordLinkPurpose,
  password: string,
): Promise<number | undefined> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await repo.consumePasswordLink(tx, hashOpaqueToken(token), purpose);
    if (!userId) return undefined;
    if (purpose === 'invitation') {
      if (!(await repo.setFirstPasswordHash(tx, userId, passwordHash))) return undefined;
    } else await repo.updatePasswordHash(tx, userId, passwordHash);
    await repo.voidPasswordLinks(tx, userId);
    await repo.revokeAllForUser(tx, userId);
    return userId;
  });
}

/** The user of an e-mail (case ignored), if any. */
export const findUserByEmail = (db: Db, email: string) => repo.findUserByEmail(db, email);

/** Always succeeds from the caller's view, so the answer does not tell which e-mails exist. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || !user.isActive) return;
  // The account's mail budget (decision 139): past it, the same answer and no mail; its links still work.
  if (!mayMailAnotherSecret(await repo.countLivePasswordLinks(deps.db, user.id, 'reset'))) return;
  const token = await newPasswordLink(deps.db, user.id, 'reset');
  const link = `${linkBase(deps)}/app/lost-password/confirm?token=${encodeURIComponent(token)}`;
  await deps.mailer.post(await passwordResetMail(user.email, user.language, user.firstName, link));
}

/** One-use, expiring link; a reset signs out every session of the user. */
export async function confirmPasswordReset(deps: AuthDeps, token: string, password: string): Promise<void> {
  const userId = await setPasswordFromLink(deps.db, token, 'reset', password);
  if (!userId) throw new AppError('reset_token_invalid', 'Reset link invalid or expired', { token: ['errors.reset_token_invalid'] });
}

/**
 * A new password signs out every other session (their refresh-token families, and every access token
 * signed before, decision 117); this one stays, with a new access token, answered.
 */
export async function changePassword(
  deps: AuthDeps,
  userId: number,
  sessionId: string | null,
  oldPassword: string,
  newPassword: string,
): Promise<string> {
  await requirePassword(deps, userId, oldPassword, 'oldPassword');
  await repo.updatePasswordHash(deps.db, userId, await hashPassword(newPassword));
  const version = await repo.revokeAllForUser(deps.db, userId, sessionId);
  return deps.signer.signAccess(userId, sessionId ?? undefined, new Date(), version ?? 0);
}
