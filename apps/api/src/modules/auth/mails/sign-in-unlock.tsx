/** @jsxRuntime automatic @jsxImportSource react */
import { Hr, Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface SignInUnlockProps {
  firstName: string | null;
  link: string;
}

/** Sent when the sign-in attempts on an account from every address together reached the limit (decision 117). French, then English. */
export const SignInUnlockMail = ({ firstName, link }: SignInUnlockProps) => (
  <MailLayout>
    <Text>{firstName ? `Bonjour ${firstName},` : 'Bonjour,'}</Text>
    <Text>
      De nombreuses tentatives de connexion à votre compte QRecrute avec un mot de passe erroné ont eu lieu : les connexions sont suspendues
      pendant 15 minutes, sauf depuis les appareils où vous vous êtes déjà connecté.
      <br />
      Pour vous connecter dès maintenant depuis cet appareil, ouvrez ce lien (valable une heure), puis saisissez votre mot de passe :
      <br />
      <MailLink href={link}>Débloquer la connexion sur cet appareil</MailLink>
    </Text>
    <Text>
      Si ce n'est pas vous, votre mot de passe n'a pas été trouvé : vous n'avez rien à faire. En cas de doute, choisissez un nouveau mot de
      passe depuis la page de connexion.
    </Text>
    <Hr />
    <Text>{firstName ? `Hello ${firstName},` : 'Hello,'}</Text>
    <Text>
      Many sign-in attempts with a wrong password were made on your QRecrute account: sign-ins are suspended for 15 minutes, except from the
      devices you signed in from before.
      <br />
      To sign in now from this device, open this link (valid for one hour), then type your password:
      <br />
      <MailLink href={link}>Unlock sign-in on this device</MailLink>
    </Text>
    <Text>
      If it was not you, your password was not found: you have nothing to do. If in doubt, choose a new password from the sign-in page.
    </Text>
  </MailLayout>
);
