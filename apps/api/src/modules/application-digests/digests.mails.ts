import type { MailMessage } from '../../providers/mail/mailer.ts';
import type { DigestApplication } from './digests.repository.ts';
import { PRODUCT_TIME_ZONE } from '../../lib/time-zone.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Lines listed in a digest; beyond, a count of the others. */
export const DIGEST_MAX_LINES = 50;

const parisDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: PRODUCT_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);

/**
 * To the site's notification address: the applications of the day or of the week. Like the
 * single-application mail, first names and jobs only: contact details are read in the recruiter
 * area, where the access rules apply.
 */
export function applicationDigestMail(
  to: string,
  input: { frequency: 'daily' | 'weekly'; siteName: string; link: string; applications: readonly DigestApplication[] },
): MailMessage {
  const count = input.applications.length;
  const period = input.frequency === 'daily' ? 'depuis hier' : 'cette semaine';
  const headline = `${count === 1 ? '1 nouvelle candidature' : `${count} nouvelles candidatures`} ${period} sur « ${input.siteName} »`;
  const shown = input.applications.slice(0, DIGEST_MAX_LINES);
  const describe = (a: DigestApplication) =>
    `${a.firstName}, ${a.jobName ? `pour le poste « ${a.jobName} »` : 'en candidature spontanée'}, ${parisDate(a.createdAt)}`;
  const more = count > shown.length ? `et ${count - shown.length} autre${count - shown.length > 1 ? 's' : ''}` : null;
  const text = [
    'Bonjour,',
    '',
    `${headline} :`,
    ...shown.map((a) => `- ${describe(a)}`),
    ...(more ? [`- ${more}`] : []),
    '',
    'Retrouvez-les dans votre espace recruteur :',
    input.link,
    '',
    "L'équipe QRecrute",
  ].join('\n');
  const html = `<p>Bonjour,</p>
<p>${escapeHtml(headline)} :</p>
<ul>${shown.map((a) => `<li>${escapeHtml(describe(a))}</li>`).join('')}${more ? `<li>${escapeHtml(more)}</li>` : ''}</ul>
<p><a href="${escapeHtml(input.link)}">Voir les candidatures dans votre espace recruteur</a></p>
<p>L'équipe QRecrute</p>`;
  return {
    to,
    subject:
      input.frequency === 'daily' ? `Vos candidatures du jour : ${input.siteName}` : `Vos candidatures de la semaine : ${input.siteName}`,
    text,
    html,
    template: input.frequency === 'daily' ? 'application-digest-daily' : 'application-digest-weekly',
  };
}
