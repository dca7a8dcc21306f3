/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

/** Who signed up: each is told the first thing to do, with its page. */
export type WelcomeRole = 'recruiter' | 'headhunter' | 'affiliate';

export interface WelcomeProps {
  lang: Language;
  role: WelcomeRole;
  /** The manager's first name, when the sign-up gave one. */
  firstName: string | null;
  /** The recruiter's site created at sign-up (its QR code is the first thing to print). */
  siteName: string | null;
  /** The page of the first step. */
  link: string;
}

const TEXTS = {
  fr: {
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    created: 'Votre compte QRecrute est créé.',
    recruiter: {
      first: (site: string | null) =>
        site
          ? `Première étape : téléchargez le QR code de « ${site} » et affichez-le là où vos futurs candidats le verront (vitrine, comptoir). Chaque scan ouvre votre page de candidature.`
          : 'Première étape : téléchargez votre QR code et affichez-le là où vos futurs candidats le verront (vitrine, comptoir). Chaque scan ouvre votre page de candidature.',
      action: 'Télécharger mon QR code',
    },
    headhunter: {
      first:
        'Première étape : parcourez les CV des candidats près de chez vous, filtrez-les par métier et ajoutez ceux qui vous intéressent à votre panier.',
      action: 'Voir les CV',
    },
    affiliate: {
      first:
        "Première étape : téléchargez votre QR code d'affilié et partagez-le. Chaque candidat qui s'inscrit en le scannant vous est attribué, et votre tableau de bord suit vos gains.",
      action: 'Ouvrir mon tableau de bord',
    },
  },
  en: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    created: 'Your QRecrute account is ready.',
    recruiter: {
      first: (site: string | null) =>
        site
          ? `First step: download the QR code of “${site}” and put it up where your future candidates will see it (shop window, counter). Each scan opens your application page.`
          : 'First step: download your QR code and put it up where your future candidates will see it (shop window, counter). Each scan opens your application page.',
      action: 'Download my QR code',
    },
    headhunter: {
      first: 'First step: browse the resumes of candidates near you, filter them by job and add the ones you like to your basket.',
      action: 'See the resumes',
    },
    affiliate: {
      first:
        'First step: download your affiliate QR code and share it. Every candidate who signs up by scanning it is attributed to you, and your dashboard follows your earnings.',
      action: 'Open my dashboard',
    },
  },
} as const;

/** Subjects of the welcome mail, in the account's language. */
export const WELCOME_SUBJECT: Record<Language, string> = {
  fr: 'Bienvenue sur QRecrute : votre première étape',
  en: 'Welcome to QRecrute: your first step',
};

/** Sent once, right after a recruiter, head-hunter or affiliate account is created (decision 125). */
export const WelcomeMail = ({ lang, role, firstName, siteName, link }: WelcomeProps) => {
  const t = TEXTS[lang];
  const first = role === 'recruiter' ? t.recruiter.first(siteName) : t[role].first;
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello(firstName)}</Text>
      <Text>{t.created}</Text>
      <Text>
        {first}
        <br />
        <MailLink href={link}>{t[role].action}</MailLink>
      </Text>
    </MailLayout>
  );
};
