/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface SignInUnlockProps {
  lang: Language;
  firstName: string | null;
  link: string;
}

export const SIGN_IN_UNLOCK_SUBJECT = {
  fr: 'Connexion à votre compte QRecrute suspendue',
  en: 'Sign-in to your QRecrute account suspended',
} as const;

const TEXTS = {
  fr: {
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    attempts:
      'De nombreuses tentatives de connexion à votre compte QRecrute avec un mot de passe erroné ont eu lieu : les connexions sont suspendues pendant 15 minutes, sauf depuis les appareils où vous vous êtes déjà connecté.',
    open: 'Pour vous connecter dès maintenant depuis cet appareil, ouvrez ce lien (valable une heure), puis saisissez votre mot de passe :',
    action: 'Débloquer la connexion sur cet appareil',
    notYou:
      "Si ce n'est pas vous, votre mot de passe n'a pas été trouvé : vous n'avez rien à faire. En cas de doute, choisissez un nouveau mot de passe depuis la page de connexion.",
  },
  en: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    attempts:
      'Many sign-in attempts with a wrong password were made on your QRecrute account: sign-ins are suspended for 15 minutes, except from the devices you signed in from before.',
    open: 'To sign in now from this device, open this link (valid for one hour), then type your password:',
    action: 'Unlock sign-in on this device',
    notYou:
      'If it was not you, your password was not found: you have nothing to do. If in doubt, choose a new password from the sign-in page.',
  },
} as const;

/** Sent when the sign-in attempts on an account from every address together reached the limit (decision 117), in the account's language. */
export const SignInUnlockMail = ({ lang, firstName, link }: SignInUnlockProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello(firstName)}</Text>
      <Text>
        {t.attempts}
        <br />
        {t.open}
        <br />
        <MailLink href={link}>{t.action}</MailLink>
      </Text>
      <Text>{t.notYou}</Text>
    </MailLayout>
  );
};
