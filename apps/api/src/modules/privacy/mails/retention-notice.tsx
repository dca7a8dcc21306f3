/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface RetentionNoticeProps {
  firstName: string;
  /** The retention period in months (CANDIDATE_RETENTION_MONTHS). */
  months: number;
  /** The anonymization date, written in French (dd/MM/yyyy, Paris time). */
  date: string;
  /** The candidate's data page: keep, download or erase (signed link, decision 093). */
  link: string;
}

export const RetentionNoticeMail = ({ firstName, months, date, link }: RetentionNoticeProps) => (
  <MailLayout>
    <Text>{`Bonjour ${firstName},`}</Text>
    <Text>
      Votre dernier contact avec QRecrute (inscription, candidature ou mise à jour de votre profil) remonte à bientôt {months} mois.
      Nous ne gardons pas les données d'un candidat plus de {months} mois après le dernier contact (la CNIL recommande deux ans au
      plus).
    </Text>
    <Text>
      Sans réponse de votre part, votre profil sera anonymisé le {date} : votre nom, vos coordonnées, vos documents et vos textes seront
      effacés.
    </Text>
    <Text>
      Pour garder votre profil {months} mois de plus, télécharger vos données ou les effacer dès maintenant, ouvrez ce lien personnel :
      <br />
      <MailLink href={link}>Gérer mes données</MailLink>
    </Text>
  </MailLayout>
);
