import type { QrCodeContactBody } from '@app/contracts/qr-codes';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  /** The team that answers (CONTACT_EMAIL). */
  contactEmail: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Keeps the message and mails it to the team, with the sender's address to answer to. */
export async function sendQrCodeContact(deps: ContactDeps, auth: AuthContext, body: QrCodeContactBody): Promise<void> {
  await deps.db.insert(contactMessages).values({ kind: 'qr_code', recruiterId: auth.recruiterId, email: body.email, message: body.message });
  const lines = [`Message au sujet des QR codes, de ${body.email} (compte ${auth.email}) :`, '', body.message];
  await deps.mailer.send({
    to: deps.contactEmail,
    subject: 'Contact QR codes',
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
    template: 'qr-code-contact',
  });
}

/** CONTACT_EMAIL, else the product's contact address. */
export const contactEmailFromEnv = (env: NodeJS.ProcessEnv): string => env.CONTACT_EMAIL?.trim() || 'contact@qrecrute.fr';
