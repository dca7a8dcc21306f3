/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';
import { PRODUCT_TIME_ZONE } from '../../../lib/time-zone.ts';
import type { DigestApplication as Application } from '../digests.repository.ts';

/** What a line shows: the first name, the job and the time (the candidate id is not shown). */
type DigestApplication = Pick<Application, 'firstName' | 'jobName' | 'createdAt'>;

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

const describe = (a: DigestApplication) =>
  `${a.firstName}, ${a.jobName ? `pour le poste « ${a.jobName} »` : 'en candidature spontanée'}, ${parisDate(a.createdAt)}`;

export interface ApplicationDigestProps {
  frequency: 'daily' | 'weekly';
  siteName: string;
  link: string;
  applications: readonly DigestApplication[];
}

export function ApplicationDigestMail({ frequency, siteName, link, applications }: ApplicationDigestProps) {
  const count = applications.length;
  const period = frequency === 'daily' ? 'depuis hier' : 'cette semaine';
  const shown = applications.slice(0, DIGEST_MAX_LINES);
  const others = count - shown.length;
  return (
    <MailLayout>
      <Text>Bonjour,</Text>
      <Text>{`${count === 1 ? '1 nouvelle candidature' : `${count} nouvelles candidatures`} ${period} sur « ${siteName} » :`}</Text>
      <ul>
        {shown.map((a, i) => (
          <li key={i}>{describe(a)}</li>
        ))}
        {others > 0 && <li>{`et ${others} autre${others > 1 ? 's' : ''}`}</li>}
      </ul>
      <Text>
        Retrouvez-les dans votre espace recruteur :
        <br />
        <MailLink href={link}>Voir les candidatures dans votre espace recruteur</MailLink>
      </Text>
    </MailLayout>
  );
}
