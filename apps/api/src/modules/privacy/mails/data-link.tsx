/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface DataLinkProps {
  /** The candidate's language (the page they applied or signed up on, decision 135). */
  lang: Language;
  firstName: string;
  /** The candidate's data page: keep, download or erase (signed link, decision 093). */
  link: string;
  /** How many days the link works. */
  days: number;
}

export const DATA_LINK_SUBJECT: Record<Language, string> = {
  fr: 'Votre lien vers vos données candidat',
  en: 'Your link to your candidate data',
};

const TEXTS = {
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    asked: (days: number) =>
      `Vous avez demandé un nouveau lien vers vos données candidat. Il vous permet de garder votre profil plus longtemps, de télécharger vos données ou de les effacer. Il reste valable ${days} jours.`,
    action: 'Gérer mes données',
    notYou: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change sans votre clic.",
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    asked: (days: number) =>
      `You asked for a new link to your candidate data. It lets you keep your profile longer, download your data or erase it. It works for ${days} days.`,
    action: 'Manage my data',
    notYou: 'If you did not ask for it, ignore this message: nothing changes unless you click.',
  },
} as const;

/** A new data link, asked for from the data page by a candidate who lost theirs, in the candidate's language. */
export const DataLinkMail = ({ lang, firstName, link, days }: DataLinkProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello(firstName)}</Text>
      <Text>
        {t.asked(days)}
        <br />
        <MailLink href={link}>{t.action}</MailLink>
      </Text>
      <Text>{t.notYou}</Text>
    </MailLayout>
  );
};
