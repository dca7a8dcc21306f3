import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { ALREADY_REGISTERED_SUBJECT, AlreadyRegisteredMail, type AlreadyRegisteredProps } from './mails/already-registered.tsx';

/** To a proven candidate whose e-mail was used for a new sign-up (decision 119): nothing was created. */
export const alreadyRegisteredMail = (to: { email: string; candidateId: number }, props: AlreadyRegisteredProps): Promise<MailMessage> =>
  renderMail(AlreadyRegisteredMail, props, {
    to: to.email,
    // Tied to the candidate named (decision 118).
    recipient: { candidateId: to.candidateId },
    subject: ALREADY_REGISTERED_SUBJECT[props.lang],
    template: 'candidate-already-registered',
  });
