import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { ContactMail, type ContactProps } from './mails/contact.tsx';
import { QrCodeContactMail, type QrCodeContactProps } from './mails/qr-code-contact.tsx';

/** To the team (CONTACT_EMAIL): a recruiter's message about QR codes, with the address to answer to. */
export const qrCodeContactMail = (to: string, input: QrCodeContactProps): Promise<MailMessage> =>
  renderMail(QrCodeContactMail, input, { to, subject: 'Contact QR codes', template: 'qr-code-contact', recipient: 'team' });

/** To the team (CONTACT_EMAIL): a visitor's message from the public site's contact form. */
export const contactMail = (to: string, input: ContactProps): Promise<MailMessage> =>
  renderMail(ContactMail, input, { to, subject: 'Message du formulaire de contact', template: 'contact', recipient: 'team' });
