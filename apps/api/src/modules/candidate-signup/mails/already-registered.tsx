/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout } from '../../../providers/mail/layout.tsx';

export interface AlreadyRegisteredProps {
  /** The candidate's language (decision 135). */
  lang: Language;
  /** The first name of the proven profile (never the one typed with the sign-up). */
  firstName: string;
}

export const ALREADY_REGISTERED_SUBJECT = { fr: 'Vous avez déjà un profil QRecrute', en: 'You already have a QRecrute profile' } as const;

const TEXTS = {
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    body: "Quelqu'un vient de s'inscrire sur QRecrute avec votre adresse e-mail, mais vous avez déjà un profil : rien n'a été créé ni modifié. Votre profil reste proposé aux recruteurs tel qu'il est.",
    ignore: "Si ce n'était pas vous, ignorez ce message.",
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    body: 'Someone just signed up on QRecrute with your e-mail address, but you already have a profile: nothing was created or changed. Your profile is still offered to recruiters as it is.',
    ignore: 'If this was not you, ignore this message.',
  },
} as const;

/**
 * A sign-up was made with the e-mail of a proven candidate (decision 119): nothing is created, the
 * page answers as for any sign-up, and the owner of the mailbox is told, in their language.
 */
export const AlreadyRegisteredMail = ({ lang, firstName }: AlreadyRegisteredProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello(firstName)}</Text>
      <Text>{t.body}</Text>
      <Text>{t.ignore}</Text>
    </MailLayout>
  );
};
