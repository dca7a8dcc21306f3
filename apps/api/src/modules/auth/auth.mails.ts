import type { MailMessage } from '../../providers/mail/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password-reset e-mail, in French. */
export function passwordResetMail(to: string, firstName: string | null, link: string): MailMessage {
  const hello = firstName ? `Bonjour ${firstName},` : 'Bonjour,';
  const text = [
    hello,
    '',
    'Vous avez demandé à réinitialiser le mot de passe de votre compte QRecrute.',
    'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, utilisable une seule fois) :',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    '',
    "L'équipe QRecrute",
  ].join('\n');
  const html = `<p>${escapeHtml(hello)}</p>
<p>Vous avez demandé à réinitialiser le mot de passe de votre compte QRecrute.</p>
<p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a> (lien valable une heure, utilisable une seule fois).</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>
<p>L'équipe QRecrute</p>`;
  return { to, subject: 'Réinitialisation de votre mot de passe', text, html, template: 'password-reset' };
}
