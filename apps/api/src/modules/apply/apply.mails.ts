import type { MailMessage } from '../../providers/mail/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * To the site's notification address: a candidate applied through the QR code. Only the first
 * name and the job: contact details are read in the recruiter area, where the access rules apply
 * (product decisions, "Who may see a candidate's contact details").
 */
export function newApplicationMail(
  to: string,
  input: { firstName: string; jobName: string | null; siteName: string; link: string },
): MailMessage {
  const what = input.jobName ? `pour le poste « ${input.jobName} »` : 'en candidature spontanée';
  const lines = [
    'Bonjour,',
    '',
    `${input.firstName} vient de postuler ${what} sur « ${input.siteName} » en scannant votre QR code.`,
    'Retrouvez sa candidature dans votre espace recruteur :',
    input.link,
    '',
    "L'équipe QRecrute",
  ];
  const html = `<p>Bonjour,</p>
<p>${escapeHtml(input.firstName)} vient de postuler ${escapeHtml(what)} sur « ${escapeHtml(input.siteName)} » en scannant votre QR code.</p>
<p><a href="${escapeHtml(input.link)}">Voir la candidature dans votre espace recruteur</a></p>
<p>L'équipe QRecrute</p>`;
  return {
    to,
    subject: input.jobName ? `Nouvelle candidature : ${input.jobName}` : 'Nouvelle candidature spontanée',
    text: lines.join('\n'),
    html,
    template: 'new-application',
  };
}
