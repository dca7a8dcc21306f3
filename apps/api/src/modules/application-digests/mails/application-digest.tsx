/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';
import { PRODUCT_TIME_ZONE } from '../../../lib/time-zone.ts';
import { writeDate } from '@app/contracts/time-zone';
import type { DigestApplication as Application } from '../digests.repository.ts';

/** What a line shows: the first name, the job and the time (the candidate id is not shown). */
type DigestApplication = Pick<Application, 'firstName' | 'jobName' | 'createdAt'>;

/** Lines listed in a digest; beyond, a count of the others. */
export const DIGEST_MAX_LINES = 50;

/** A digest's time of day with its weekday and date, in France's time zone. */
const digestTime = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: PRODUCT_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
const DIGEST_TIME = { fr: digestTime('fr-FR'), en: digestTime('en-GB') } as const;
/** "mardi 1er décembre à 09:00" (the one date writer: French day 1 is "1er"). */
const parisDate = (date: Date, lang: Language) => writeDate(DIGEST_TIME[lang], date);

export interface ApplicationDigestProps {
  /** The language of the account that owns the site (decision 135). */
  lang: Language;
  frequency: 'daily' | 'weekly';
  siteName: string;
  link: string;
  applications: readonly DigestApplication[];
}

export const APPLICATION_DIGEST_SUBJECT = {
  fr: (frequency: 'daily' | 'weekly', site: string) =>
    frequency === 'daily' ? `Vos candidatures du jour : ${site}` : `Vos candidatures de la semaine : ${site}`,
  en: (frequency: 'daily' | 'weekly', site: string) =>
    frequency === 'daily' ? `Your applications of the day: ${site}` : `Your applications of the week: ${site}`,
} as const;

const TEXTS = {
  fr: {
    hello: 'Bonjour,',
    line: (a: DigestApplication) =>
      `${a.firstName}, ${a.jobName ? `pour le poste « ${a.jobName} »` : 'en candidature spontanée'}, ${parisDate(a.createdAt, 'fr')}`,
    count: (count: number, frequency: 'daily' | 'weekly', site: string) =>
      `${count === 1 ? '1 nouvelle candidature' : `${count} nouvelles candidatures`} ${frequency === 'daily' ? 'depuis hier' : 'cette semaine'} sur « ${site} » :`,
    others: (n: number) => `et ${n} autre${n > 1 ? 's' : ''}`,
    find: 'Retrouvez-les dans votre espace recruteur :',
    action: 'Voir les candidatures dans votre espace recruteur',
  },
  en: {
    hello: 'Hello,',
    line: (a: DigestApplication) =>
      `${a.firstName}, ${a.jobName ? `for the job "${a.jobName}"` : 'spontaneous application'}, ${parisDate(a.createdAt, 'en')}`,
    count: (count: number, frequency: 'daily' | 'weekly', site: string) =>
      `${count === 1 ? '1 new application' : `${count} new applications`} ${frequency === 'daily' ? 'since yesterday' : 'this week'} at "${site}":`,
    others: (n: number) => `and ${n} other${n > 1 ? 's' : ''}`,
    find: 'Find them in your recruiter area:',
    action: 'See the applications in your recruiter area',
  },
} as const;

export function ApplicationDigestMail({ lang, frequency, siteName, link, applications }: ApplicationDigestProps) {
  const t = TEXTS[lang];
  const count = applications.length;
  const shown = applications.slice(0, DIGEST_MAX_LINES);
  const others = count - shown.length;
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello}</Text>
      <Text>{t.count(count, frequency, siteName)}</Text>
      <ul>
        {shown.map((a, i) => (
          <li key={i}>{t.line(a)}</li>
        ))}
        {others > 0 && <li>{t.others(others)}</li>}
      </ul>
      <Text>
        {t.find}
        <br />
        <MailLink href={link}>{t.action}</MailLink>
      </Text>
    </MailLayout>
  );
}
