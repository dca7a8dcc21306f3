/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface NewApplicationProps {
  firstName: string;
  jobName: string | null;
  siteName: string;
  link: string;
}

export const NewApplicationMail = ({ firstName, jobName, siteName, link }: NewApplicationProps) => (
  <MailLayout>
    <Text>Bonjour,</Text>
    <Text>
      {`${firstName} vient de postuler ${jobName ? `pour le poste « ${jobName} »` : 'en candidature spontanée'} sur « ${siteName} » en scannant votre QR code.`}
      <br />
      Retrouvez sa candidature dans votre espace recruteur :
      <br />
      <MailLink href={link}>Voir la candidature dans votre espace recruteur</MailLink>
    </Text>
  </MailLayout>
);
