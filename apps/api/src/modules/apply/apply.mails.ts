import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { forUnprovenAddress } from '../../providers/mail/unproven.ts';
import { NEW_APPLICATION_SUBJECT, NewApplicationMail, type NewApplicationProps } from './mails/new-application.tsx';

/**
 * To the site's notification address, in the language of the account that owns the site (decision 135): a candidate applied through the QR code. Only the first
 * name and the job: contact details are read in the recruiter area, where the access rules apply
 * (product decisions, "Who may see a candidate's contact details").
 */
export const newApplicationMail = (to: string, typed: NewApplicationProps): Promise<MailMessage> => {
  // The site's notification address is typed by its recruiter, never proven (decisions 129, 141).
  const input = forUnprovenAddress(typed);
  return renderMail(NewApplicationMail, input, {
    to,
    subject: NEW_APPLICATION_SUBJECT[input.lang](input.jobName),
    template: 'new-application',
  });
};
