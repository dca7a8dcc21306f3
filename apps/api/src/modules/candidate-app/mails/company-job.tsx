/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface CompanyJobProps {
  lang: Language;
  /** The candidate's first name when a candidate row holds the address, else none. */
  firstName: string | null;
  siteName: string;
  jobName: string;
  /** The site's company page (its jobs, the apply button). */
  link: string;
  /** The candidate's space, where following stops in one tap. */
  spaceLink: string;
}

const TEXTS = {
  fr: {
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    lead: (site: string, job: string) => `${site}, une entreprise que vous suivez, recrute : ${job}.`,
    action: "Voir l'offre et postuler",
    stop: 'Vous recevez ce message parce que vous suivez cette entreprise. Pour ne plus la suivre, ouvrez votre espace candidat et appuyez sur « Ne plus suivre » :',
    space: 'Mon espace candidat',
  },
  en: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    lead: (site: string, job: string) => `${site}, a company you follow, is hiring: ${job}.`,
    action: 'See the job and apply',
    stop: 'You get this message because you follow this company. To stop following it, open your candidate space and tap "Unfollow":',
    space: 'My candidate space',
  },
} as const;

export const companyJobSubject = (lang: Language, siteName: string, jobName: string): string =>
  lang === 'en' ? `${siteName} is hiring: ${jobName}` : `${siteName} recrute : ${jobName}`;

/** To a candidate who follows a site, when it publishes a job (issue 33 item 4), in the language they followed in. */
export const CompanyJobMail = (props: CompanyJobProps) => {
  const t = TEXTS[props.lang];
  return (
    <MailLayout lang={props.lang}>
      <Text>{t.hello(props.firstName)}</Text>
      <Text>{t.lead(props.siteName, props.jobName)}</Text>
      <MailLink href={props.link}>{t.action}</MailLink>
      <Text>{t.stop}</Text>
      <MailLink href={props.spaceLink}>{t.space}</MailLink>
    </MailLayout>
  );
};
