import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { PasswordResetMail } from './mails/password-reset.tsx';

/** The password-reset e-mail, in French. */
export const passwordResetMail = (to: string, firstName: string | null, link: string): Promise<MailMessage> =>
  renderMail(PasswordResetMail, { firstName, link }, { to, subject: 'Réinitialisation de votre mot de passe', template: 'password-reset' });
