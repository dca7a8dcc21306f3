/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface EmailChangedProps {
  firstName: string | null;
  newEmail: string;
  link: string;
  days: number;
}

/** To the old address once an e-mail change is confirmed, with the link that undoes it (decision 118). */
export const EmailChangedMail = ({ firstName, newEmail, link, days }: EmailChangedProps) => (
  <MailLayout>
    <Text>{firstName ? `Bonjour ${firstName},` : 'Bonjour,'}</Text>
    <Text>
      {`L'adresse e-mail de votre compte QRecrute est désormais ${newEmail}. Cette adresse-ci ne reçoit plus les messages du compte.`}
    </Text>
    <Text>
      {`Si vous n'êtes pas à l'origine de ce changement, ouvrez ce lien dans les ${days} jours : il remet cette adresse sur le compte et déconnecte toutes ses sessions.`}
      <br />
      <MailLink href={link}>Annuler le changement d'adresse</MailLink>
    </Text>
    <Text>Choisissez ensuite un nouveau mot de passe depuis la page « Mot de passe oublié ».</Text>
  </MailLayout>
);
