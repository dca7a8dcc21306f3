import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import {
  SUBSCRIPTION_CONFIRMED_SUBJECT,
  SubscriptionConfirmedMail,
  type SubscriptionConfirmedProps,
} from './mails/subscription-confirmed.tsx';
import { RESUMES_BOUGHT_SUBJECT, ResumesBoughtMail, type ResumesBoughtProps } from './mails/resumes-bought.tsx';

export { formatMoney, formatParisDay, periodLastDay } from './invoices.format.ts';

/** "Subscription confirmed", to the account that paid, in its language (decision 125). */
export const subscriptionConfirmedMail = (to: string, props: SubscriptionConfirmedProps): Promise<MailMessage> =>
  renderMail(SubscriptionConfirmedMail, props, {
    to,
    subject: SUBSCRIPTION_CONFIRMED_SUBJECT[props.lang],
    template: 'subscription-confirmed',
  });

/** "Resumes bought", to the head-hunter whose resume order is paid, in its language (walk of 2026-11-29). */
export const resumesBoughtMail = (to: string, props: ResumesBoughtProps): Promise<MailMessage> =>
  renderMail(ResumesBoughtMail, props, { to, subject: RESUMES_BOUGHT_SUBJECT[props.lang], template: 'resumes-bought' });
