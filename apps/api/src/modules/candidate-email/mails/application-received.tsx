/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface ApplicationReceivedProps {
  lang: Language;
  /** The first name typed with the application. */
  firstName: string;
  siteName: string;
  siteTown: string | null;
  /** The job applied to; null for a spontaneous application. */
  jobName: string | null;
  /** The day of the application, already written in the mail's language. */
  date: string;
  /** The details typed with it, which the link makes the candidate's profile. */
  fullName: string;
  phoneNumber: string | null;
  withDisability: boolean;
  /** The one-use link that confirms the application (decision 119), and how many days it works. */
  link: string;
  days: number;
}

const TEXTS = {
  fr: {
    sep: ' : ',
    hello: (name: string) => `Bonjour ${name},`,
    sent: 'Votre candidature a bien été envoyée :',
    site: 'Établissement',
    job: 'Poste',
    spontaneous: 'Candidature spontanée',
    date: 'Date',
    typed: (fullName: string, phone: string | null, rqth: boolean) =>
      `Envoyée au nom de ${fullName}${phone ? `, téléphone ${phone}` : ''}${rqth ? ', avec une reconnaissance de travailleur handicapé (RQTH)' : ''}.`,
    confirm: (days: number) =>
      `Dernière étape : confirmez votre adresse e-mail. Le recruteur verra alors votre candidature comme confirmée, et ces informations deviendront celles de votre profil. Ce lien reste valable ${days} jours.`,
    action: 'Confirmer ma candidature',
    notYou: "Si vous n'avez pas postulé, ignorez ce message : rien ne change sans votre clic.",
  },
  en: {
    sep: ': ',
    hello: (name: string) => `Hello ${name},`,
    sent: 'Your application has been sent:',
    site: 'Place',
    job: 'Job',
    spontaneous: 'Spontaneous application',
    date: 'Date',
    typed: (fullName: string, phone: string | null, rqth: boolean) =>
      `Sent in the name of ${fullName}${phone ? `, phone ${phone}` : ''}${rqth ? ', with a recognised disabled worker status (RQTH)' : ''}.`,
    confirm: (days: number) =>
      `Last step: confirm your e-mail address. The recruiter will then see your application as confirmed, and these details will become your profile's. This link works for ${days} days.`,
    action: 'Confirm my application',
    notYou: 'If you did not apply, ignore this message: nothing changes without your click.',
  },
} as const;

/** Subject of the mail, in the candidate's language. */
export const applicationReceivedSubject = (lang: Language, siteName: string): string =>
  lang === 'en'
    ? `Your application to ${siteName} has been sent: please confirm it`
    : `Votre candidature chez ${siteName} est envoyée : confirmez-la`;

/**
 * The one mail a candidate gets after applying (decision 125, merging decision 119's link): what
 * was sent, to whom and when, and the link that confirms it.
 */
export const ApplicationReceivedMail = (props: ApplicationReceivedProps) => {
  const t = TEXTS[props.lang];
  return (
    <MailLayout lang={props.lang}>
      <Text>{t.hello(props.firstName)}</Text>
      <Text>
        {t.sent}
        <br />
        {`${t.site}${t.sep}${props.siteName}${props.siteTown ? ` (${props.siteTown})` : ''}`}
        <br />
        {`${t.job}${t.sep}${props.jobName ?? t.spontaneous}`}
        <br />
        {`${t.date}${t.sep}${props.date}`}
      </Text>
      <Text>{t.typed(props.fullName, props.phoneNumber, props.withDisability)}</Text>
      <Text>
        {t.confirm(props.days)}
        <br />
        <MailLink href={props.link}>{t.action}</MailLink>
      </Text>
      <Text>{t.notYou}</Text>
    </MailLayout>
  );
};
