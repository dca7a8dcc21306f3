import { EMAIL_CODE_TTL_MINUTES } from '@app/contracts/constants';
import type { MailMessage } from '../../providers/mail/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const IGNORE = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : aucun compte n'est créé.";

/** The registration code (decision 078). */
export function emailCodeMail(to: string, code: string): MailMessage {
  const text = [
    'Bonjour,',
    '',
    `Voici votre code pour créer votre compte QRecrute : ${code}`,
    `Il est valable ${EMAIL_CODE_TTL_MINUTES} minutes.`,
    '',
    IGNORE,
    '',
    "L'équipe QRecrute",
  ].join('\n');
  const html = `<p>Bonjour,</p>
<p>Voici votre code pour créer votre compte QRecrute :</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>
<p>Il est valable ${EMAIL_CODE_TTL_MINUTES} minutes.</p>
<p>${escapeHtml(IGNORE)}</p>
<p>L'équipe QRecrute</p>`;
  return { to, subject: `${code} est votre code QRecrute`, text, html, template: 'registration-code' };
}

/** Sent instead of a code when the address already has an account: the page answers the same. */
export function existingAccountMail(to: string, loginLink: string, resetLink: string): MailMessage {
  const text = [
    'Bonjour,',
    '',
    'Quelqu’un, peut-être vous, a demandé à créer un compte QRecrute avec cette adresse e-mail. Elle a déjà un compte.',
    `Connectez-vous : ${loginLink}`,
    `Mot de passe oublié : ${resetLink}`,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte reste inchangé.",
    '',
    "L'équipe QRecrute",
  ].join('\n');
  const html = `<p>Bonjour,</p>
<p>Quelqu’un, peut-être vous, a demandé à créer un compte QRecrute avec cette adresse e-mail. Elle a déjà un compte.</p>
<p><a href="${escapeHtml(loginLink)}">Se connecter</a> · <a href="${escapeHtml(resetLink)}">Mot de passe oublié</a></p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte reste inchangé.</p>
<p>L'équipe QRecrute</p>`;
  return { to, subject: 'Vous avez déjà un compte QRecrute', text, html, template: 'registration-existing-account' };
}
