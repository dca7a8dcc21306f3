import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { ExistingAccountMail } from './mails/existing-account.tsx';
import { RegistrationCodeMail } from './mails/registration-code.tsx';

/** The registration code (decision 078). */
export const emailCodeMail = (to: string, code: string): Promise<MailMessage> =>
  renderMail(RegistrationCodeMail, { code }, { to, subject: `${code} est votre code QRecrute`, template: 'registration-code' });

/** Sent instead of a code when the address already has an account: the page answers the same. */
export const existingAccountMail = (to: string, loginLink: string, resetLink: string): Promise<MailMessage> =>
  renderMail(
    ExistingAccountMail,
    { loginLink, resetLink },
    { to, subject: 'Vous avez déjà un compte QRecrute', template: 'registration-existing-account' },
  );
