/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface PasswordResetProps {
  firstName: string | null;
  link: string;
}

export const PasswordResetMail = ({ firstName, link }: PasswordResetProps) => (
  <MailLayout>
    <Text>{firstName ? `Bonjour ${firstName},` : 'Bonjour,'}</Text>
    <Text>
      Vous avez demandé à réinitialiser le mot de passe de votre compte QRecrute.
      <br />
      Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, utilisable une seule fois) :
      <br />
      <MailLink href={link}>Choisir un nouveau mot de passe</MailLink>
    </Text>
    <Text>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</Text>
  </MailLayout>
);
