/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface RetentionNoticeProps {
  /** The candidate's language (the page they applied or signed up on, decision 135). */
  lang: Language;
  firstName: string;
  /** The retention period in months (CANDIDATE_RETENTION_MONTHS). */
  months: number;
  /** The anonymization day, written in the candidate's language (Paris time). */
  date: string;
  /** The candidate's data page: keep, download or erase (signed link, decision 093). */
  link: string;
}

export const RETENTION_NOTICE_SUBJECT: Record<Language, string> = {
  fr: 'Vos données candidat seront bientôt anonymisées',
  en: 'Your candidate data will soon be anonymised',
};

const TEXTS = {
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    why: (months: number) =>
      `Votre dernier contact avec QRecrute (inscription, candidature ou mise à jour de votre profil) remonte à bientôt ${months} mois. Nous ne gardons pas les données d'un candidat plus de ${months} mois après le dernier contact (la CNIL recommande deux ans au plus).`,
    when: (date: string) =>
      `Sans réponse de votre part, votre profil sera anonymisé le ${date} : votre nom, vos coordonnées, vos documents et vos textes seront effacés.`,
    how: (months: number) =>
      `Pour garder votre profil ${months} mois de plus, télécharger vos données ou les effacer dès maintenant, ouvrez ce lien personnel :`,
    action: 'Gérer mes données',
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    why: (months: number) =>
      `Your last contact with QRecrute (sign-up, application or profile update) was nearly ${months} months ago. We do not keep a candidate's data more than ${months} months after the last contact (the CNIL, France's data protection authority, recommends two years at most).`,
    when: (date: string) =>
      `Unless you answer, your profile will be anonymised on ${date}: your name, contact details, documents and texts will be erased.`,
    how: (months: number) => `To keep your profile ${months} more months, download your data or erase it now, open this personal link:`,
    action: 'Manage my data',
  },
} as const;

export const RetentionNoticeMail = ({ lang, firstName, months, date, link }: RetentionNoticeProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello(firstName)}</Text>
      <Text>{t.why(months)}</Text>
      <Text>{t.when(date)}</Text>
      <Text>
        {t.how(months)}
        <br />
        <MailLink href={link}>{t.action}</MailLink>
      </Text>
    </MailLayout>
  );
};
