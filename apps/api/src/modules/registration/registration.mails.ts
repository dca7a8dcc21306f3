import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { ExistingAccountMail } from './mails/existing-account.tsx';
import { RegistrationCodeMail } from './mails/registration-code.tsx';
import { WELCOME_SUBJECT, WelcomeMail, type WelcomeProps } from './mails/welcome.tsx';

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

/** The welcome of a new account, in its language, with its first step (decision 125). */
export const welcomeMail = (to: string, props: WelcomeProps): Promise<MailMessage> =>
  renderMail(WelcomeMail, props, { to, subject: WELCOME_SUBJECT[props.lang], template: `welcome-${props.role}` });
