import type { Language } from '@app/contracts/constants';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { EMAIL_CHANGE_CODE_SUBJECT, EmailChangeCodeMail } from './mails/email-change-code.tsx';
import { EMAIL_CHANGED_SUBJECT, EmailChangedMail, type EmailChangedProps } from './mails/email-changed.tsx';
import { PASSWORD_RESET_SUBJECT, PasswordResetMail } from './mails/password-reset.tsx';
import { SIGN_IN_UNLOCK_SUBJECT, SignInUnlockMail } from './mails/sign-in-unlock.tsx';

/** The password-reset e-mail, in the account's language (decision 135). */
export const passwordResetMail = (to: string, lang: Language, firstName: string | null, link: string): Promise<MailMessage> =>
  renderMail(PasswordResetMail, { lang, firstName, link }, { to, subject: PASSWORD_RESET_SUBJECT[lang], template: 'password-reset' });

/** The code of an e-mail change, to the new address (decision 118), in the account's language. */
export const emailChangeCodeMail = (to: string, lang: Language, code: string): Promise<MailMessage> =>
  renderMail(EmailChangeCodeMail, { code, lang }, { to, subject: EMAIL_CHANGE_CODE_SUBJECT[lang](code), template: 'email-change-code' });

/** The notice to the old address of a confirmed e-mail change, with its undo link (decision 118). */
export const emailChangedMail = (to: string, props: EmailChangedProps): Promise<MailMessage> =>
  renderMail(EmailChangedMail, props, { to, subject: EMAIL_CHANGED_SUBJECT[props.lang], template: 'email-changed' });

/** The link that unlocks sign-in on one device when the account's attempts are spent (decision 117), in the account's language. */
export const signInUnlockMail = (to: string, lang: Language, firstName: string | null, link: string): Promise<MailMessage> =>
  renderMail(SignInUnlockMail, { lang, firstName, link }, { to, subject: SIGN_IN_UNLOCK_SUBJECT[lang], template: 'sign-in-unlock' });
