import type { Language } from '@app/contracts/constants';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { forUnprovenAddress } from '../../providers/mail/unproven.ts';
import { ApplicationStatusMail, applicationStatusSubject, type ApplicationStatusProps } from './mails/application-status.tsx';
import { CANDIDATE_CODE_SUBJECT, CandidateCodeMail } from './mails/candidate-code.tsx';

/** The sign-in code of a candidate (issue 33), in the language of the page that asked for it. */
export const candidateCodeMail = (to: string, lang: Language, code: string): Promise<MailMessage> =>
  renderMail(CandidateCodeMail, { code, lang }, { to, subject: CANDIDATE_CODE_SUBJECT[lang](code), template: 'candidate-sign-in-code' });

/**
 * To a candidate whose application changed status (issue 33, item 3). The address may not be proven
 * and the site's name and the message are typed by others: no typed text carries a link (decision 141).
 */
export const applicationStatusMail = (to: { email: string; candidateId: number }, typed: ApplicationStatusProps): Promise<MailMessage> => {
  const props = forUnprovenAddress(typed);
  return renderMail(ApplicationStatusMail, props, {
    to: to.email,
    recipient: { candidateId: to.candidateId },
    subject: applicationStatusSubject(props.lang, props.siteName, props.status),
    template: 'candidate-application-status',
  });
};
