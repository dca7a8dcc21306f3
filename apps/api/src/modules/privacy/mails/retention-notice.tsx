/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface RetentionNoticeProps {
  firstName: string;
  /** The anonymization date, written in French (dd/MM/yyyy, Paris time). */
  date: string;
  /** The candidate's data page: keep, download or erase (signed link, decision 093). */
  link: string;
}

export const RetentionNoticeMail = ({ firstName, date, link }: RetentionNoticeProps) => (
  <MailLayout>
    <Text>{`Bonjour ${firstName},`}</Text>
    <Text>
      Vous avez postulé ou créé votre profil candidat sur QRecrute il y a bientôt deux ans. Comme la CNIL le recommande, nous ne
      gardons pas les données d'un candidat plus de deux ans après le dernier contact.
    </Text>
    <Text>
      Sans réponse de votre part, votre profil sera anonymisé le {date} : votre nom, vos coordonnées, vos documents et vos textes seront
      effacés.
    </Text>
    <Text>
      Pour garder votre profil deux ans de plus, télécharger vos données ou les effacer dès maintenant, ouvrez ce lien personnel :
      <br />
      <MailLink href={link}>Gérer mes données</MailLink>
    </Text>
  </MailLayout>
);
