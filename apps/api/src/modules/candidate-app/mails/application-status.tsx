/** @jsxRuntime automatic @jsxImportSource react */
import type { ApplicationStatus } from '@app/contracts/candidate-app';
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface ApplicationStatusProps {
  lang: Language;
  firstName: string;
  siteName: string;
  jobName: string | null;
  status: ApplicationStatus;
  /** The recruiter's message, as typed. */
  message: string | null;
  /** The candidate's space ("Mes candidatures"). */
  link: string;
}

const TEXTS = {
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    lead: (site: string, job: string | null) => `Votre candidature chez ${site}${job ? ` (${job})` : ''} a un nouveau statut :`,
    status: {
      received: 'Reçue',
      seen: 'Vue par le recruteur',
      interview: 'Entretien',
      hired: 'Retenue',
      rejected: 'Non retenue',
    },
    message: 'Message du recruteur :',
    action: 'Voir mes candidatures',
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    lead: (site: string, job: string | null) => `Your application to ${site}${job ? ` (${job})` : ''} has a new status:`,
    status: {
      received: 'Received',
      seen: 'Seen by the recruiter',
      interview: 'Interview',
      hired: 'Accepted',
      rejected: 'Not accepted',
    },
    message: "The recruiter's message:",
    action: 'See my applications',
  },
} as const;

export const applicationStatusSubject = (lang: Language, siteName: string, status: ApplicationStatus): string =>
  lang === 'en'
    ? `Your application to ${siteName}: ${TEXTS.en.status[status]}`
    : `Votre candidature chez ${siteName} : ${TEXTS.fr.status[status]}`;

/** To the candidate when the recruiter moves their application (issue 33, item 3), in the candidate's language. */
export const ApplicationStatusMail = (props: ApplicationStatusProps) => {
  const t = TEXTS[props.lang];
  return (
    <MailLayout lang={props.lang}>
      <Text>{t.hello(props.firstName)}</Text>
      <Text>
        {t.lead(props.siteName, props.jobName)} <strong>{t.status[props.status]}</strong>
      </Text>
      {props.message ? (
        <Text>
          {t.message}
          <br />
          {props.message}
        </Text>
      ) : null}
      <MailLink href={props.link}>{t.action}</MailLink>
    </MailLayout>
  );
};
