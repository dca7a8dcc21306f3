import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { INVITATION_SUBJECT, InvitationMail, type InvitationProps } from './mails/invitation.tsx';

/** The invitation of an account created by the sales team (decision 097), in the account's language (decision 135). */
export const invitationMail = (to: string, props: InvitationProps): Promise<MailMessage> =>
  renderMail(InvitationMail, props, { to, subject: INVITATION_SUBJECT[props.lang], template: 'invitation' });
