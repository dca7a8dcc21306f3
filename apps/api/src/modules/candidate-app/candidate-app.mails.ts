import type { Language } from '@app/contracts/constants';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { forUnprovenAddress } from '../../providers/mail/unproven.ts';
import { ApplicationStatusMail, applicationStatusSubject, type ApplicationStatusProps } from './mails/application-status.tsx';
import { CANDIDATE_CODE_SUBJECT, CandidateCodeMail } from './mails/candidate-code.tsx';
import { CompanyJobMail, companyJobSubject, type CompanyJobProps } from './mails/company-job.tsx';

/** The sign-in code of a candidate (issue 33) and its single-use link (decision 158), in the language of the page that asked for it. */
export const candidateCodeMail = (to: string, lang: Language, code: string, link: string): Promise<MailMessage> =>
  renderMail(
    CandidateCodeMail,
    { code, lang, link },
    { to, subject: CANDIDATE_CODE_SUBJECT[lang](code), template: 'candidate-sign-in-code' },
  );

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

/**
 * To a follower of a site that published a job (issue 33 item 4). The address was proven by the
 * candidate's session, but the site's name is typed by a recruiter: no typed text carries a link.
 */
export const companyJobMail = (to: { email: string; candidateId: number | null }, typed: CompanyJobProps): Promise<MailMessage> => {
  const props = forUnprovenAddress(typed, ['link', 'spaceLink']);
  return renderMail(CompanyJobMail, props, {
    to: to.email,
    ...(to.candidateId !== null ? { recipient: { candidateId: to.candidateId } } : {}),
    subject: companyJobSubject(props.lang, props.siteName, props.jobName),
    template: 'candidate-company-job',
  });
};
