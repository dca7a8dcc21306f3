/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface NewApplicationProps {
  /** The language of the site owner's account (decision 135). */
  lang: Language;
  firstName: string;
  jobName: string | null;
  siteName: string;
  link: string;
}

export const NEW_APPLICATION_SUBJECT = {
  fr: (jobName: string | null) => (jobName ? `Nouvelle candidature : ${jobName}` : 'Nouvelle candidature spontanée'),
  en: (jobName: string | null) => (jobName ? `New application: ${jobName}` : 'New spontaneous application'),
} as const;

const TEXTS = {
  fr: {
    hello: 'Bonjour,',
    applied: (p: NewApplicationProps) =>
      `${p.firstName} vient de postuler ${p.jobName ? `pour le poste « ${p.jobName} »` : 'en candidature spontanée'} sur « ${p.siteName} » en scannant votre QR code.`,
    find: 'Retrouvez sa candidature dans votre espace recruteur :',
    action: 'Voir la candidature dans votre espace recruteur',
  },
  en: {
    hello: 'Hello,',
    applied: (p: NewApplicationProps) =>
      `${p.firstName} just applied ${p.jobName ? `for the job "${p.jobName}"` : 'spontaneously'} at "${p.siteName}" by scanning your QR code.`,
    find: 'Find the application in your recruiter area:',
    action: 'See the application in your recruiter area',
  },
} as const;

export const NewApplicationMail = (props: NewApplicationProps) => {
  const t = TEXTS[props.lang];
  return (
    <MailLayout lang={props.lang}>
      <Text>{t.hello}</Text>
      <Text>
        {t.applied(props)}
        <br />
        {t.find}
        <br />
        <MailLink href={props.link}>{t.action}</MailLink>
      </Text>
    </MailLayout>
  );
};
