import type { Language } from '@app/contracts/constants';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { EXISTING_ACCOUNT_SUBJECT, ExistingAccountMail } from './mails/existing-account.tsx';
import { REGISTRATION_CODE_SUBJECT, RegistrationCodeMail } from './mails/registration-code.tsx';
import { WELCOME_SUBJECT, WelcomeMail, type WelcomeProps } from './mails/welcome.tsx';

/** The registration code (decision 078), in the language of the page that asked for it (no account yet, decision 135). */
export const emailCodeMail = (to: string, lang: Language, code: string, link: string): Promise<MailMessage> =>
  renderMail(
    RegistrationCodeMail,
    { code, lang, link },
    { to, subject: REGISTRATION_CODE_SUBJECT[lang](code), template: 'registration-code' },
  );

/** Sent instead of a code when the address already has an account (in the account's language): the page answers the same. */
export const existingAccountMail = (to: string, lang: Language, loginLink: string, resetLink: string): Promise<MailMessage> =>
  renderMail(
    ExistingAccountMail,
    { lang, loginLink, resetLink },
    { to, subject: EXISTING_ACCOUNT_SUBJECT[lang], template: 'registration-existing-account' },
  );

/** The welcome of a new account, in its language, with its first step (decision 125). */
export const welcomeMail = (to: string, props: WelcomeProps): Promise<MailMessage> =>
  renderMail(WelcomeMail, props, { to, subject: WELCOME_SUBJECT[props.lang], template: `welcome-${props.role}` });
