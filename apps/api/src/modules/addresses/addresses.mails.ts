import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { AskAddressMail, type AskAddressProps } from './mails/ask-address.tsx';

/** To the sales team: a recruiter asks for more addresses (spec section 2, ask-address form). */
export const askAddressMail = (to: string, input: AskAddressProps): Promise<MailMessage> =>
  renderMail(AskAddressMail, input, {
    to,
    subject: `Demande de ${input.number} adresse(s) supplémentaire(s)`,
    template: 'ask-address',
    recipient: 'team',
  });
