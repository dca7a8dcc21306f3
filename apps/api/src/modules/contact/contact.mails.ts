import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { QrCodeContactMail, type QrCodeContactProps } from './mails/qr-code-contact.tsx';

/** To the team (CONTACT_EMAIL): a recruiter's message about QR codes, with the address to answer to. */
export const qrCodeContactMail = (to: string, input: QrCodeContactProps): Promise<MailMessage> =>
  renderMail(QrCodeContactMail, input, { to, subject: 'Contact QR codes', template: 'qr-code-contact' });
