import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { InvitationMail, type InvitationProps } from './mails/invitation.tsx';

/** The invitation of an account created by the sales team, in French (decision 097). */
export const invitationMail = (to: string, props: InvitationProps): Promise<MailMessage> =>
  renderMail(InvitationMail, props, { to, subject: 'Votre compte QRecrute : choisissez votre mot de passe', template: 'invitation' });
