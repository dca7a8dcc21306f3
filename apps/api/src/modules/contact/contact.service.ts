import type { QrCodeContactBody } from '@app/contracts/qr-codes';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { qrCodeContactMail } from './contact.mails.ts';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  /** The team that answers (CONTACT_EMAIL). */
  contactEmail: string;
}

/** Keeps the message and mails it to the team, with the sender's address to answer to. */
export async function sendQrCodeContact(deps: ContactDeps, auth: AuthContext, body: QrCodeContactBody): Promise<void> {
  await deps.db.insert(contactMessages).values({ kind: 'qr_code', recruiterId: auth.recruiterId, email: body.email, message: body.message });
  await deps.mailer.send(await qrCodeContactMail(deps.contactEmail, { email: body.email, account: auth.email, message: body.message }));
}

/** CONTACT_EMAIL, else the product's contact address. */
export const contactEmailFromEnv = (env: NodeJS.ProcessEnv): string => env.CONTACT_EMAIL?.trim() || 'contact@qrecrute.fr';
