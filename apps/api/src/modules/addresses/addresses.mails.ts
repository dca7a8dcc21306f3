import type { MailMessage } from '../../providers/mail/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** To the sales team: a recruiter asks for more addresses (spec section 2, ask-address form). */
export function askAddressMail(
  to: string,
  input: { address: string; addressUuid: string; number: number; email: string; message: string },
): MailMessage {
  const lines = [
    `Demande d'adresses supplémentaires pour « ${input.address} » (${input.addressUuid}).`,
    `Nombre d'adresses demandées : ${input.number}`,
    `E-mail de contact : ${input.email}`,
    '',
    input.message || '(pas de message)',
  ];
  return {
    to,
    subject: `Demande de ${input.number} adresse(s) supplémentaire(s)`,
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
    template: 'ask-address',
  };
}
