import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { APPLICATION_DIGEST_SUBJECT, ApplicationDigestMail, type ApplicationDigestProps } from './mails/application-digest.tsx';

export { DIGEST_MAX_LINES } from './mails/application-digest.tsx';

/**
 * To the site's notification address, in its owner's language (decision 135): the applications of the day or of the week. Like the
 * single-application mail, first names and jobs only: contact details are read in the recruiter
 * area, where the access rules apply.
 */
export const applicationDigestMail = (to: string, input: ApplicationDigestProps): Promise<MailMessage> =>
  renderMail(ApplicationDigestMail, input, {
    to,
    subject: APPLICATION_DIGEST_SUBJECT[input.lang](input.frequency, input.siteName),
    template: input.frequency === 'daily' ? 'application-digest-daily' : 'application-digest-weekly',
  });
