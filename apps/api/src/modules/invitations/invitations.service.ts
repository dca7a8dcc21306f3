import { INVITATION_QUERY, INVITATION_TTL_DAYS } from '@app/contracts/constants';
import type { TokenPair } from '@app/contracts/auth';
import { registrationAccountShape, phoneNumberSchema } from '@app/contracts/registration';
import { emailSchema } from '@app/contracts/validation';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { userLanguage } from '../../lib/mail-language.ts';
import { AppError } from '../../lib/errors.ts';
import { linkBase } from '../../lib/public-url.ts';
import type { TokenSigner } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { findUserByEmail, issuePair, newPasswordLink, setPasswordFromLink } from '../auth/index.ts';
import { createInvitedRecruiter } from '../registration/index.ts';
import { invitationMail } from './invitations.mails.ts';

export interface InvitationDeps {
  db: Db;
  signer: TokenSigner;
  mailer: Mailer;
  /** Origin of the public site in the mailed link, e.g. https://qrecrute.fr */
  publicUrl: string;
}

/** What the sales team gives for a new account (the registration's rules for each field). */
export const invitationInputSchema = z.object({
  email: emailSchema,
  company: registrationAccountShape.company,
  manager: registrationAccountShape.manager,
  phoneNumber: phoneNumberSchema.nullable().default(null),
  maxAddresses: z.int().min(0).max(1000).default(0),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** Resending needs the e-mail only: the account exists. */
const resendInputSchema = invitationInputSchema.pick({ email: true });

export interface InvitationSent {
  /** `created`: a new account; `resent`: the account existed without a password, a new link replaces the old ones. */
  outcome: 'created' | 'resent';
  userId: number;
  link: string;
}

const accountHasPassword = () =>
  new AppError('email_taken', 'This e-mail has an account with a password: its holder signs in, or resets the password', {
    email: ['errors.email_taken'],
  });

/**
 * An account created by the sales team (franchises, multi-site accounts; decision 097), then the
 * e-mail with its one-use link `<site>/?invitation=<token>`, valid 7 days. For the e-mail of an
 * account that still has no password, a new link (the older ones no longer work) instead of an error.
 */
export async function inviteRecruiter(
  deps: Pick<InvitationDeps, 'db' | 'mailer' | 'publicUrl'>,
  input: InvitationInput,
): Promise<InvitationSent> {
  const { email } = resendInputSchema.parse(input);
  const existing = await findUserByEmail(deps.db, email);
  if (existing && (existing.passwordHash !== null || !existing.isActive)) throw accountHasPassword();
  let outcome: InvitationSent['outcome'] = 'resent';
  let userId = existing?.id;
  let firstName = existing?.firstName ?? null;
  if (userId === undefined) {
    const account = invitationInputSchema.parse(input);
    userId = (await createInvitedRecruiter(deps.db, account)).userId;
    firstName = account.manager.trim().split(/\s+/)[0] ?? null;
    outcome = 'created';
  }
  const token = await newPasswordLink(deps.db, userId, 'invitation');
  const link = `${linkBase(deps)}/?${INVITATION_QUERY}=${encodeURIComponent(token)}`;
  const lang = await userLanguage(deps.db, userId);
  await deps.mailer.send(await invitationMail(email, { lang, firstName, email, link, days: INVITATION_TTL_DAYS }));
  return { outcome, userId, link };
}

/**
 * POST /api/invitations/accept/: the first password of an invited account, from its link; answers
 * a session's tokens, as a sign-in does. The link then no longer works, nor any other of the account.
 */
export async function acceptInvitation(deps: InvitationDeps, token: string, password: string): Promise<TokenPair> {
  const userId = await setPasswordFromLink(deps.db, token, 'invitation', password);
  if (!userId)
    throw new AppError('invitation_invalid', 'Invitation link invalid, expired or already used', { token: ['errors.invitation_invalid'] });
  return issuePair(deps, userId);
}
