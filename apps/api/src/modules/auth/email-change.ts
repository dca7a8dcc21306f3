import { EMAIL_CHANGE_UNDO_DAYS, EMAIL_CODE_TTL_MINUTES } from '@app/contracts/constants';
import { EMAIL_PROOF_KEYS } from '@app/contracts/registration';
import { APP_PATHS, appUrl } from '@app/contracts/routes';
import { normalizeEmail } from '@app/contracts/validation';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { linkBase } from '../../lib/public-url.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.ts';
import { consumeEmailCode, issueEmailCode } from '../registration/index.ts';
import { emailChangeCodeMail, emailChangedMail } from './auth.mails.ts';
import * as repo from './auth.repository.ts';
import type { AuthDeps } from './auth.service.ts';
import { requirePassword } from './password-check.ts';
import * as changes from './email-change.repository.ts';

/**
 * Mail belongs to a mailbox, not to an account (issue 28, decision 118): an account's e-mail changes
 * only once a code mailed to the new address is used; the old address is told, with a link that
 * undoes the change for 7 days. Each move (a change or its undo) voids every open link and code of
 * both addresses: password resets and invitations of the account, e-mail codes of both addresses,
 * candidate data links mailed to either (privacy reads the history of moves).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const emailTaken = () => new AppError('email_taken', 'E-mail already used', { newEmail: ['errors.email_taken'] });
/** Two moves onto one address at once, or a move raced by another of the same account. */
const conflict = () =>
  new AppError('email_conflict', 'Another account took this e-mail at the same moment', { newEmail: ['errors.email_conflict'] });
const codeInvalid = () => new AppError('validation_failed', 'Code invalid or expired', { code: [EMAIL_PROOF_KEYS.codeInvalid] });

/** Runs a move; the unique index of e-mails taken meanwhile by another account reads as `email_conflict` (409). */
async function inMove<T>(deps: Pick<AuthDeps, 'db'>, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict();
    throw err;
  }
}

/** What every move voids, for the account and both addresses (the data links: by the history row the caller writes). */
async function voidLinksOfMove(tx: Tx, userId: number, from: string, to: string): Promise<void> {
  await repo.voidPasswordLinks(tx, userId);
  await changes.dropEmailCodes(tx, [from, to]);
  await changes.dropPendingChanges(tx, userId);
}

/**
 * PATCH /api/change-email/: with the current password and the current e-mail, asks to move the
 * account to `newEmail`. Nothing moves: a code goes to the new address, valid 30 minutes.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  userId: number,
  oldEmail: string,
  rawNewEmail: string,
  password: string,
): Promise<{ newEmail: string }> {
  const user = await requirePassword(deps, userId, password, 'password');
  if (normalizeEmail(user.email) !== normalizeEmail(oldEmail)) {
    throw new AppError('email_mismatch', 'Current e-mail does not match', { oldEmail: ['errors.email_mismatch'] });
  }
  const newEmail = normalizeEmail(rawNewEmail);
  if (normalizeEmail(user.email) === newEmail || (await repo.findUserByEmail(deps.db, newEmail))) throw emailTaken();
  await changes.insertPendingChange(deps.db, { userId, oldEmail: user.email, newEmail });
  const code = await issueEmailCode(deps.db, newEmail, 'email_change', { user: userId });
  // Past the mailbox's budget the new address already holds live codes (decision 139).
  if (code) await deps.mailer.send(await emailChangeCodeMail(newEmail, user.language, code.code));
  return { newEmail };
}

/**
 * POST /api/change-email/confirm/: the code mailed to the new address moves the account. Other
 * sessions are signed out; this one stays, with a new access token of the raised token version
 * (answered as `access` for the route's cookie, as the password change does, decision 117), and the
 * old address gets the notice with its undo link.
 */
export async function confirmEmailChange(
  deps: AuthDeps,
  userId: number,
  sessionId: string | null,
  code: string,
): Promise<{ email: string; access: string }> {
  const pending = await changes.findPendingChange(deps.db, userId, new Date(Date.now() - EMAIL_CODE_TTL_MINUTES * 60_000));
  if (!pending) throw codeInvalid();
  // Outside the move: a wrong try counts even though nothing moves.
  await consumeEmailCode(deps.db, pending.newEmail, 'email_change', { user: userId }, code);
  const { token, hash } = newOpaqueToken();
  const user = await repo.findUserById(deps.db, userId);
  const version = await inMove(deps, async (tx) => {
    if (!(await changes.moveUser(tx, userId, pending.oldEmail, pending.newEmail))) throw conflict();
    await changes.confirmChange(tx, pending.id, hash, new Date(Date.now() + EMAIL_CHANGE_UNDO_DAYS * DAY_MS));
    await voidLinksOfMove(tx, userId, pending.oldEmail, pending.newEmail);
    return repo.revokeAllForUser(tx, userId, sessionId);
  });
  const access = await deps.signer.signAccess(userId, sessionId ?? undefined, new Date(), version ?? 0);
  const link = `${linkBase(deps)}${appUrl(APP_PATHS.emailChangeUndo)}?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(
    await emailChangedMail(pending.oldEmail, {
      lang: user?.language ?? 'fr',
      firstName: user?.firstName ?? null,
      newEmail: pending.newEmail,
      link,
      days: EMAIL_CHANGE_UNDO_DAYS,
    }),
  );
  return { email: pending.newEmail, access };
}

/**
 * POST /api/change-email/undo/: the link mailed to the old address puts that address back on the
 * account, signs out every session, and voids the account's other undo links (a second change made
 * by whoever took the account cannot be undone back to their address); bank details changed since
 * the move get back their values of the move (`restoreBankDetailsOfMove`). Works once, 7 days.
 */
export async function undoEmailChange(deps: AuthDeps, token: string): Promise<{ email: string }> {
  return inMove(deps, async (tx) => {
    const change = await changes.takeUndo(tx, hashOpaqueToken(token));
    if (!change) throw new AppError('email_undo_invalid', 'This link is not valid', { token: ['errors.email_undo_invalid'] });
    const current = await changes.currentEmailForUpdate(tx, change.userId);
    if (current === undefined) throw new AppError('email_undo_invalid', 'This link is not valid', { token: ['errors.email_undo_invalid'] });
    if (normalizeEmail(current) !== normalizeEmail(change.oldEmail)) {
      if (!(await changes.moveUser(tx, change.userId, current, change.oldEmail))) throw conflict();
      await changes.insertRestoration(tx, { userId: change.userId, oldEmail: current, newEmail: change.oldEmail });
    }
    if (change.confirmedAt) {
      await changes.restoreBankDetailsOfMove(tx, change.userId, change.confirmedAt, {
        iban: change.previousIban,
        holder: change.previousAccountHolderName,
      });
    }
    await changes.voidUndoLinks(tx, change.userId);
    await voidLinksOfMove(tx, change.userId, current, change.oldEmail);
    await repo.revokeAllForUser(tx, change.userId);
    return { email: change.oldEmail };
  });
}
