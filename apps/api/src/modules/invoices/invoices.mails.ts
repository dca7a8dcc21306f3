import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import {
  SUBSCRIPTION_CONFIRMED_SUBJECT,
  SubscriptionConfirmedMail,
  type SubscriptionConfirmedProps,
} from './mails/subscription-confirmed.tsx';

export { formatMoney, formatParisDay } from './invoices.format.ts';

/** "Subscription confirmed", to the account that paid, in its language (decision 125). */
export const subscriptionConfirmedMail = (to: string, props: SubscriptionConfirmedProps): Promise<MailMessage> =>
  renderMail(SubscriptionConfirmedMail, props, {
    to,
    subject: SUBSCRIPTION_CONFIRMED_SUBJECT[props.lang],
    template: 'subscription-confirmed',
  });
