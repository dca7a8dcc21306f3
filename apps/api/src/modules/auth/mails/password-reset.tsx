/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface PasswordResetProps {
  lang: Language;
  firstName: string | null;
  link: string;
}

export const PASSWORD_RESET_SUBJECT = { fr: 'Réinitialisation de votre mot de passe', en: 'Resetting your password' } as const;

const TEXTS = {
  fr: {
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    asked: 'Vous avez demandé à réinitialiser le mot de passe de votre compte QRecrute.',
    open: 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, utilisable une seule fois) :',
    action: 'Choisir un nouveau mot de passe',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  },
  en: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    asked: 'You asked to reset the password of your QRecrute account.',
    open: 'To choose a new password, open this link (valid for one hour, usable once):',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this message: your password stays unchanged.',
  },
} as const;

export const PasswordResetMail = ({ lang, firstName, link }: PasswordResetProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello(firstName)}</Text>
      <Text>
        {t.asked}
        <br />
        {t.open}
        <br />
        <MailLink href={link}>{t.action}</MailLink>
      </Text>
      <Text>{t.ignore}</Text>
    </MailLayout>
  );
};
