import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { EmailChangeCodeMail } from './mails/email-change-code.tsx';
import { EmailChangedMail, type EmailChangedProps } from './mails/email-changed.tsx';
import { PasswordResetMail } from './mails/password-reset.tsx';
import { SignInUnlockMail } from './mails/sign-in-unlock.tsx';

/** The password-reset e-mail, in French. */
export const passwordResetMail = (to: string, firstName: string | null, link: string): Promise<MailMessage> =>
  renderMail(PasswordResetMail, { firstName, link }, { to, subject: 'Réinitialisation de votre mot de passe', template: 'password-reset' });

/** The code of an e-mail change, to the new address (decision 118). */
export const emailChangeCodeMail = (to: string, code: string): Promise<MailMessage> =>
  renderMail(EmailChangeCodeMail, { code }, { to, subject: `${code} est votre code QRecrute`, template: 'email-change-code' });

/** The notice to the old address of a confirmed e-mail change, with its undo link (decision 118). */
export const emailChangedMail = (to: string, props: EmailChangedProps): Promise<MailMessage> =>
  renderMail(EmailChangedMail, props, { to, subject: "L'adresse e-mail de votre compte QRecrute a changé", template: 'email-changed' });

/** The link that unlocks sign-in on one device when the account's attempts are spent (decision 117), in French. */
export const signInUnlockMail = (to: string, firstName: string | null, link: string): Promise<MailMessage> =>
  renderMail(
    SignInUnlockMail,
    { firstName, link },
    { to, subject: 'Connexion à votre compte QRecrute suspendue / Sign-in to your QRecrute account suspended', template: 'sign-in-unlock' },
  );
