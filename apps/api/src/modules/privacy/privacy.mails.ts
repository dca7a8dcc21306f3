import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { DATA_LINK_SUBJECT, DataLinkMail, type DataLinkProps } from './mails/data-link.tsx';
import { RETENTION_NOTICE_SUBJECT, RetentionNoticeMail, type RetentionNoticeProps } from './mails/retention-notice.tsx';

/** In the candidate's language (decision 135). To a candidate 30 days before their data is anonymized, with their signed data link (decision 093). */
export const retentionNoticeMail = (to: { email: string; candidateId: number }, props: RetentionNoticeProps): Promise<MailMessage> =>
  renderMail(RetentionNoticeMail, props, {
    to: to.email,
    subject: RETENTION_NOTICE_SUBJECT[props.lang],
    template: 'retention-notice',
    recipient: { candidateId: to.candidateId },
  });

/** A new data link, asked for by the candidate from the data page (decision 093). */
export const dataLinkMail = (to: { email: string; candidateId: number }, props: DataLinkProps): Promise<MailMessage> =>
  renderMail(DataLinkMail, props, {
    to: to.email,
    subject: DATA_LINK_SUBJECT[props.lang],
    template: 'data-link',
    recipient: { candidateId: to.candidateId },
  });
