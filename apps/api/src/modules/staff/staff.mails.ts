import type { Language } from '@app/contracts/constants';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { INBOX_ANSWER_SUBJECT, InboxAnswerMail } from './mails/inbox-answer.tsx';

/** To whoever wrote to the team: the back office's answer (decision 152). */
export const inboxAnswerMail = (to: string, lang: Language, answer: string, original: string): Promise<MailMessage> =>
  renderMail(InboxAnswerMail, { lang, answer, original }, { to, subject: INBOX_ANSWER_SUBJECT[lang], template: 'inbox-answer' });
