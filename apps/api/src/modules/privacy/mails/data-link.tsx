/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface DataLinkProps {
  firstName: string;
  /** The candidate's data page: keep, download or erase (signed link, decision 093). */
  link: string;
  /** How many days the link works. */
  days: number;
}

/** A new data link, asked for from the data page by a candidate who lost theirs. */
export const DataLinkMail = ({ firstName, link, days }: DataLinkProps) => (
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
