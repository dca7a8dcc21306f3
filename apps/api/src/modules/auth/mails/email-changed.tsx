/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface EmailChangedProps {
  lang: Language;
  firstName: string | null;
  newEmail: string;
  link: string;
  days: number;
}

export const EMAIL_CHANGED_SUBJECT = {
  fr: "L'adresse e-mail de votre compte QRecrute a changé",
  en: 'The e-mail address of your QRecrute account has changed',
} as const;

const TEXTS = {
  fr: {
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    changed: (email: string) =>
      `L'adresse e-mail de votre compte QRecrute est désormais ${email}. Cette adresse-ci ne reçoit plus les messages du compte.`,
    undo: (days: number) =>
      `Si vous n'êtes pas à l'origine de ce changement, ouvrez ce lien dans les ${days} jours : il remet cette adresse sur le compte et déconnecte toutes ses sessions.`,
    action: "Annuler le changement d'adresse",
    then: 'Choisissez ensuite un nouveau mot de passe depuis la page « Mot de passe oublié ».',
  },
  en: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    changed: (email: string) =>
      `The e-mail address of your QRecrute account is now ${email}. This address no longer receives the account's messages.`,
    undo: (days: number) =>
      `If you did not make this change, open this link within ${days} days: it puts this address back on the account and signs out all its sessions.`,
    action: 'Undo the change of address',
    then: 'Then choose a new password from the "Forgot your password" page.',
  },
} as const;

/** To the old address once an e-mail change is confirmed, with the link that undoes it (decision 118). */
export const EmailChangedMail = ({ lang, firstName, newEmail, link, days }: EmailChangedProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello(firstName)}</Text>
      <Text>{t.changed(newEmail)}</Text>
      <Text>
        {t.undo(days)}
        <br />
        <MailLink href={link}>{t.action}</MailLink>
      </Text>
      <Text>{t.then}</Text>
    </MailLayout>
  );
};
