import type { Language } from '@app/contracts/constants';
import { ACCOUNT_HOLDER_NAME_SEPA, type AffiliateProfile, type UpdateAffiliateProfileBody } from '@app/contracts/affiliates';
import { APP_BASE, APP_PATHS } from '@app/contracts/routes';
import type { Db } from '../../db/client.ts';
import { userLanguage } from '../../lib/mail-language.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { linkBase } from '../../lib/public-url.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { bankDetailsChangedMail } from './affiliates.mails.ts';
import { findAffiliateProfile, updateAffiliateProfileRow, type AffiliateProfileRow } from './affiliates.repository.ts';
import { bankDetailsHeldUntil, bankDetailsIssue, BANK_DETAILS_HOLD_MS, maskIban } from './bank-details.ts';
import { sepaName } from './sepa-file.ts';
import { isAffiliateInGoodStanding } from './good-standing.ts';
import { requirePassword, securityNoticeRecipients } from '../auth/index.ts';

/** The affiliate's profile and bank details (spec section 9, decisions 055 and 116), and what the other parts of the area share. */

export interface AffiliatesDeps {
  db: Db;
  /** Site origin written in the QR code, e.g. https://qrecrute.fr */
  publicUrl: string;
  /** Injected clock (tests). */
  now?: () => Date;
}

/** What a change of the bank details needs besides (decision 116). */
export interface AffiliateProfileDeps extends AffiliatesDeps {
  mailer: Mailer;
  /** Named in the change notice: where to write when the change was not the affiliate's. */
  contactEmail: string;
}

export async function requireProfile(db: Db, auth: AuthContext): Promise<AffiliateProfileRow> {
  const row = await findAffiliateProfile(db, auth.recruiterId);
  if (!row) throw notFound();
  return row;
}

/**
 * The affiliate's profile, when a paid kit covers today (decision 128: the one rule of the
 * programme, `good-standing.ts`); else 403 `affiliate_kit_unpaid`. What prints the personal code
 * (QR code, poster, sticker) goes through it.
 */
export async function requireGoodStanding(deps: Pick<AffiliatesDeps, 'db' | 'now'>, auth: AuthContext): Promise<AffiliateProfileRow> {
  const row = await requireProfile(deps.db, auth);
  if (!(await isAffiliateInGoodStanding(deps.db, auth.recruiterId, deps.now?.() ?? new Date())))
    throw new AppError('affiliate_kit_unpaid', 'The affiliate kit is unpaid or expired');
  return row;
}

const profileAnswer = (row: AffiliateProfileRow, now: Date): AffiliateProfile => {
  const issue = bankDetailsIssue(row);
  return {
    email: row.email,
    phoneNumber: row.phoneNumber,
    accountHolderName: row.accountHolderName,
    iban: row.iban,
    bankDetailsComplete: issue === null,
    bankDetailsIssue: issue,
    bankDetailsHeldUntil: bankDetailsHeldUntil(row.bankDetailsChangedAt, now, row.emailUndoUntil)?.toISOString() ?? null,
  };
};

export async function getAffiliateProfile(deps: AffiliatesDeps, auth: AuthContext): Promise<AffiliateProfile> {
  return profileAnswer(await requireProfile(deps.db, auth), deps.now?.() ?? new Date());
}

/**
 * The current password before the bank details change: the one check of every identity change, on
 * the account's one budget of tries (auth module, decision 144).
 */
async function requireCurrentPassword(deps: AffiliateProfileDeps, userId: number, password: string | undefined): Promise<void> {
  if (!password) throw new AppError('password_required', 'Current password required', { currentPassword: ['errors.password_required'] });
  await requirePassword(deps, userId, password, 'currentPassword');
}

/**
 * PATCH /api/affiliate/profile/: the body is already parsed (IBAN compact and checked). A new IBAN
 * or account holder (a first one too) needs the current password, holds the payouts 48 hours, and
 * is mailed to the affiliate (decision 116); the same values sent again are no change.
 */
export async function updateAffiliateProfile(
  deps: AffiliateProfileDeps,
  auth: AuthContext,
  body: UpdateAffiliateProfileBody,
  log?: (message: string, extra: Record<string, unknown>) => void,
): Promise<AffiliateProfile> {
  const current = await requireProfile(deps.db, auth);
  const holder = body.accountHolderName?.trim();
  const holderChanged = holder !== undefined && holder !== current.accountHolderName;
  const ibanChanged = body.iban !== undefined && body.iban !== current.iban;
  if (holderChanged && sepaName(holder) === '') {
    throw new AppError('validation_failed', 'Account holder name unusable in a SEPA transfer', {
      accountHolderName: [ACCOUNT_HOLDER_NAME_SEPA],
    });
  }
  const bankChanged = holderChanged || ibanChanged;
  if (bankChanged) await requireCurrentPassword(deps, current.userId, body.currentPassword);

  const now = deps.now?.() ?? new Date();
  const values: Parameters<typeof updateAffiliateProfileRow>[2] = {};
  if (body.phoneNumber !== undefined) values.phoneNumber = body.phoneNumber.trim();
  if (holderChanged) values.accountHolderName = holder;
  if (ibanChanged) values.iban = body.iban;
  if (bankChanged) Object.assign(values, { bankDetailsChangedAt: now, bankDetailsNoticeFor: null });
  await updateAffiliateProfileRow(deps.db, auth.recruiterId, values);

  if (bankChanged) {
    // Also to every address the account left while that move can still be undone (decision 118):
    // the owner hears of it even when whoever changed the IBAN moved the account first.
    const recipients = await securityNoticeRecipients(deps.db, current.userId, current.email);
    const heldUntil = bankDetailsHeldUntil(now, now, current.emailUndoUntil) ?? new Date(now.getTime() + BANK_DETAILS_HOLD_MS);
    const lang = await userLanguage(deps.db, current.userId);
    for (const to of recipients) await sendBankNotice(to, lang, heldUntil);
  }
  return getAffiliateProfile(deps, auth);

  async function sendBankNotice(to: string, lang: Language, heldUntil: Date) {
    const mail = await bankDetailsChangedMail(to, lang, {
      firstName: current.firstName,
      changedAt: now,
      heldUntil,
      holder: holderChanged ? { after: holder, before: current.accountHolderName } : null,
      iban: ibanChanged ? { after: maskIban(body.iban!), before: current.iban ? maskIban(current.iban) : null } : null,
      lostPasswordLink: `${linkBase(deps)}${APP_BASE}${APP_PATHS.lostPassword}`,
      contactEmail: deps.contactEmail,
    });
    // The change stands and the payouts wait 48 hours even when the mail cannot leave now: the
    // outbox keeps the failed mail for the operator.
    await deps.mailer
      .send(mail)
      .catch((error: unknown) => log?.('bank details change notice not sent', { recruiterId: auth.recruiterId, error: String(error) }));
  }
}
