import type { ContactBody } from '@app/contracts/contact';
import type { QrCodeContactBody } from '@app/contracts/qr-codes';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { AppError } from '../../lib/errors.ts';
import type { Captcha } from './captcha.ts';
import { contactMail, qrCodeContactMail } from './contact.mails.ts';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  /** The team that answers (CONTACT_EMAIL). */
  contactEmail: string;
}

/** Keeps the message and mails it to the team, with the sender's address to answer to. */
export async function sendQrCodeContact(deps: ContactDeps, auth: AuthContext, body: QrCodeContactBody): Promise<void> {
  await deps.db
    .insert(contactMessages)
    .values({ kind: 'qr_code', recruiterId: auth.recruiterId, email: body.email, message: body.message });
  await deps.mailer.send(await qrCodeContactMail(deps.contactEmail, { email: body.email, account: auth.email, message: body.message }));
}

/**
 * The public contact form (spec sections 2 and 5): the captcha first (decision 087), then the
 * message is kept and mailed to the team with the sender's address to answer to.
 */
export async function sendContactMessage(deps: ContactDeps & { captcha: Captcha }, body: ContactBody): Promise<void> {
  const captcha = await deps.captcha.check(body.altcha);
  if (captcha !== 'ok') throw new AppError('captcha_invalid', `captcha ${captcha}`);
  await deps.db.insert(contactMessages).values({ kind: 'contact', email: body.email, message: body.message });
  await deps.mailer.send(await contactMail(deps.contactEmail, { email: body.email, message: body.message }));
}
