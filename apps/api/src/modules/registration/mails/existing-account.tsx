/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface ExistingAccountProps {
  loginLink: string;
  resetLink: string;
}

export const ExistingAccountMail = ({ loginLink, resetLink }: ExistingAccountProps) => (
  <MailLayout>
    <Text>Bonjour,</Text>
    <Text>
      Quelqu’un, peut-être vous, a demandé à créer un compte QRecrute avec cette adresse e-mail. Elle a déjà un compte.
      <br />
      Connectez-vous : <MailLink href={loginLink}>Se connecter</MailLink>
      <br />
      Mot de passe oublié : <MailLink href={resetLink}>Choisir un nouveau mot de passe</MailLink>
    </Text>
    <Text>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte reste inchangé.</Text>
  </MailLayout>
);
