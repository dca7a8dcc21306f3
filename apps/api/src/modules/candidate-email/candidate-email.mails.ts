import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { forUnprovenAddress } from '../../providers/mail/unproven.ts';
import { ApplicationReceivedMail, applicationReceivedSubject, type ApplicationReceivedProps } from './mails/application-received.tsx';
import { CONFIRM_EMAIL_SUBJECT, ConfirmEmailMail, type ConfirmEmailProps } from './mails/confirm-email.tsx';

/** To the e-mail typed at a sign-up or with an application: the one-use link that proves it (decision 119). */
export const confirmEmailMail = (to: { email: string; candidateId: number }, typed: ConfirmEmailProps): Promise<MailMessage> => {
  // The address is not proven yet: no typed text carries a link (decision 141).
  const props = forUnprovenAddress(typed);
  return renderMail(ConfirmEmailMail, props, {
    to: to.email,
    // Tied to the candidate named (decision 118): their data export holds it, no account's does.
    recipient: { candidateId: to.candidateId },
    subject: CONFIRM_EMAIL_SUBJECT[props.lang][props.application ? 'application' : 'signUp'],
    template: 'candidate-email-confirm',
  });
};

/**
 * To the e-mail typed with an application: the one mail of decision 125, "your application was
 * sent" with its company, site, job and date, and the link that confirms it (decision 119).
 */
export const applicationReceivedMail = (
  to: { email: string; candidateId: number },
  typed: ApplicationReceivedProps,
): Promise<MailMessage> => {
  // The address is not proven yet: no typed text carries a link (decision 141).
  const props = forUnprovenAddress(typed);
  return renderMail(ApplicationReceivedMail, props, {
    to: to.email,
    recipient: { candidateId: to.candidateId },
    subject: applicationReceivedSubject(props.lang, props.siteName),
    template: 'candidate-email-confirm',
  });
};
