/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface ExistingAccountProps {
  lang: Language;
  loginLink: string;
  resetLink: string;
}

export const EXISTING_ACCOUNT_SUBJECT = { fr: 'Vous avez déjà un compte QRecrute', en: 'You already have a QRecrute account' } as const;

const TEXTS = {
  fr: {
    hello: 'Bonjour,',
    asked: 'Quelqu’un, peut-être vous, a demandé à créer un compte QRecrute avec cette adresse e-mail. Elle a déjà un compte.',
    login: 'Connectez-vous :',
    loginAction: 'Se connecter',
    reset: 'Mot de passe oublié :',
    resetAction: 'Choisir un nouveau mot de passe',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte reste inchangé.",
  },
  en: {
    hello: 'Hello,',
    asked: 'Someone, perhaps you, asked to create a QRecrute account with this e-mail address. It already has an account.',
    login: 'Sign in:',
    loginAction: 'Sign in',
    reset: 'Forgot your password:',
    resetAction: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this message: your account stays unchanged.',
  },
} as const;

export const ExistingAccountMail = ({ lang, loginLink, resetLink }: ExistingAccountProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello}</Text>
      <Text>
        {t.asked}
        <br />
        {t.login} <MailLink href={loginLink}>{t.loginAction}</MailLink>
        <br />
        {t.reset} <MailLink href={resetLink}>{t.resetAction}</MailLink>
      </Text>
      <Text>{t.ignore}</Text>
    </MailLayout>
  );
};
