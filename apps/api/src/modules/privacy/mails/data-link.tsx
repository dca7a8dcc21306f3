/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface DataLinkProps {
  /** The language the candidate applied or signed up in (decision 135). */
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

/** A new data link, asked for from the data page by a candidate who lost theirs. */
export const DataLinkMail = ({ lang, firstName, link, days }: DataLinkProps) =>
  lang === 'en' ? (
    <MailLayout lang="en">
      <Text>{`Hello ${firstName},`}</Text>
      <Text>
        You asked for a new link to your candidate data. With it you can keep your profile longer, download your data or erase it. It
        works for {days} days.
        <br />
        <MailLink href={link}>Manage my data</MailLink>
      </Text>
      <Text>If you did not ask for it, ignore this message: nothing changes without your click.</Text>
    </MailLayout>
  ) : (
    <MailLayout>
      <Text>{`Bonjour ${firstName},`}</Text>
      <Text>
        Vous avez demandé un nouveau lien vers vos données candidat. Il vous permet de garder votre profil plus longtemps, de télécharger
        vos données ou de les effacer. Il reste valable {days} jours.
        <br />
        <MailLink href={link}>Gérer mes données</MailLink>
      </Text>
      <Text>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change sans votre clic.</Text>
    </MailLayout>
  );
