import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { DataLinkMail, type DataLinkProps } from './mails/data-link.tsx';
import { RetentionNoticeMail, type RetentionNoticeProps } from './mails/retention-notice.tsx';

/** To a candidate 30 days before their data is anonymized, with their signed data link (decision 093). */
export const retentionNoticeMail = (to: { email: string; candidateId: number }, props: RetentionNoticeProps): Promise<MailMessage> =>
  renderMail(RetentionNoticeMail, props, {
    to: to.email,
    subject: 'Vos données candidat seront bientôt anonymisées',
    template: 'retention-notice',
    recipient: { candidateId: to.candidateId },
  });

/** A new data link, asked for by the candidate from the data page (decision 093). */
export const dataLinkMail = (to: { email: string; candidateId: number }, props: DataLinkProps): Promise<MailMessage> =>
  renderMail(DataLinkMail, props, {
    to: to.email,
    subject: 'Votre lien vers vos données candidat',
    template: 'data-link',
    recipient: { candidateId: to.candidateId },
  });
