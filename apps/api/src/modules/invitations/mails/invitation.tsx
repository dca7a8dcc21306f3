/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface InvitationProps {
  /** The invited account's language (decision 135; French unless the sales team set it). */
  lang: Language;
  firstName: string | null;
  email: string;
  link: string;
  /** How long the link works. */
  days: number;
}

export const INVITATION_SUBJECT = {
  fr: 'Votre compte QRecrute : choisissez votre mot de passe',
  en: 'Your QRecrute account: choose your password',
} as const;

const TEXTS = {
  fr: {
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    created: (email: string) =>
      `Suite à votre demande, notre équipe commerciale a créé votre compte recruteur QRecrute, dont l'identifiant est ${email}.`,
    choose: (days: number) =>
      `Pour l'activer, choisissez votre mot de passe depuis ce lien (valable ${days} jours, utilisable une seule fois) :`,
    action: 'Choisir mon mot de passe',
    then: 'Vous arriverez ensuite dans votre espace recruteur. Si ce lien a expiré, demandez-en un nouveau depuis le formulaire de contact de notre site.',
  },
  en: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    created: (email: string) => `As you asked, our sales team created your QRecrute recruiter account, whose login is ${email}.`,
    choose: (days: number) => `To activate it, choose your password from this link (valid for ${days} days, usable once):`,
    action: 'Choose my password',
    then: 'You will then reach your recruiter area. If this link has expired, ask for a new one from the contact form of our site.',
  },
} as const;

/** The link of an account created by the sales team (decision 097): its holder chooses a password. */
export const InvitationMail = ({ lang, firstName, email, link, days }: InvitationProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello(firstName)}</Text>
      <Text>
        {t.created(email)}
        <br />
        {t.choose(days)}
        <br />
        <MailLink href={link}>{t.action}</MailLink>
      </Text>
      <Text>{t.then}</Text>
    </MailLayout>
  );
};
