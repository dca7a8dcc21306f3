/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface RetentionNoticeProps {
  /** The language the candidate applied or signed up in (decision 135). */
  lang: Language;
  firstName: string;
  /** The retention period in months (CANDIDATE_RETENTION_MONTHS). */
  months: number;
  /** The anonymization date (dd/MM/yyyy, Paris time). */
  date: string;
  /** The candidate's data page: keep, download or erase (signed link, decision 093). */
  link: string;
}

export const RETENTION_NOTICE_SUBJECT: Record<Language, string> = {
  fr: 'Vos données candidat seront bientôt anonymisées',
  en: 'Your candidate data will soon be anonymized',
};

export const RetentionNoticeMail = ({ lang, firstName, months, date, link }: RetentionNoticeProps) =>
  lang === 'en' ? (
    <MailLayout lang="en">
      <Text>{`Hello ${firstName},`}</Text>
      <Text>
        Your last contact with QRecrute (sign-up, application or profile update) will soon be {months} months ago. We do not keep a
        candidate's data more than {months} months after their last contact (France's CNIL recommends two years at most).
      </Text>
      <Text>
        Unless you answer, your profile will be anonymized on {date}: your name, contact details, documents and texts will be erased.
      </Text>
      <Text>
        To keep your profile {months} more months, download your data or erase it now, open this personal link:
        <br />
        <MailLink href={link}>Manage my data</MailLink>
      </Text>
    </MailLayout>
  ) : (
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
