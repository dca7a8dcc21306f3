/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface ConfirmEmailProps {
  /** The language of the page the e-mail was typed on (decision 135). */
  lang: Language;
  /** The first name typed with the sign-up or the application. */
  firstName: string;
  /** The confirmation page (one-use link, decision 119). */
  link: string;
  /** How many days the link works. */
  days: number;
  /** The application to confirm, with the details typed with it; null for a sign-up. */
  application: {
    siteName: string;
    jobName: string | null;
    fullName: string;
    phoneNumber: string | null;
    withDisability: boolean;
  } | null;
  /** A sign-up made with an e-mail already known: what it typed, which the link makes the profile's. */
  signUp?: {
    fullName: string;
    phoneNumber: string | null;
    withDisability: boolean;
    cityName: string;
  } | null;
}

export const CONFIRM_EMAIL_SUBJECT = {
  fr: { application: 'Confirmez votre candidature', signUp: 'Confirmez votre adresse e-mail' },
  en: { application: 'Confirm your application', signUp: 'Confirm your e-mail address' },
} as const;

type Application = NonNullable<ConfirmEmailProps['application']>;
type SignUp = NonNullable<ConfirmEmailProps['signUp']>;

const TEXTS = {
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    application: (a: Application) =>
      `${a.jobName ? `Une candidature au poste « ${a.jobName} » a été envoyée` : 'Une candidature spontanée a été envoyée'} à ${a.siteName} avec votre adresse e-mail, au nom de ${a.fullName}${a.phoneNumber ? ` (téléphone ${a.phoneNumber})` : ''}${a.withDisability ? ', avec une reconnaissance de travailleur handicapé (RQTH)' : ''}.`,
    signUp: (s: SignUp) =>
      `Une inscription sur QRecrute a été faite avec votre adresse e-mail, au nom de ${s.fullName}, à ${s.cityName}${s.phoneNumber ? ` (téléphone ${s.phoneNumber})` : ''}${s.withDisability ? ', avec une reconnaissance de travailleur handicapé (RQTH)' : ''}. Si c'est bien vous, ces informations deviendront celles de votre profil quand vous confirmerez.`,
    almost: 'Votre inscription sur QRecrute est presque terminée.',
    confirmApplication: (days: number) =>
      `Si c'est bien vous, confirmez votre adresse e-mail : le recruteur verra votre candidature comme confirmée, et ces informations deviendront celles de votre profil. Ce lien reste valable ${days} jours.`,
    confirmSignUp: (days: number) =>
      `Confirmez votre adresse e-mail pour que votre profil soit proposé aux recruteurs. Ce lien reste valable ${days} jours.`,
    action: 'Confirmer mon adresse e-mail',
    ignore: "Si vous n'êtes pas à l'origine de cette démarche, ignorez ce message : rien ne change sans votre clic.",
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    application: (a: Application) =>
      `${a.jobName ? `An application for the job "${a.jobName}" was sent` : 'A spontaneous application was sent'} to ${a.siteName} with your e-mail address, in the name of ${a.fullName}${a.phoneNumber ? ` (phone ${a.phoneNumber})` : ''}${a.withDisability ? ', with a recognised disability (RQTH)' : ''}.`,
    signUp: (s: SignUp) =>
      `A sign-up on QRecrute was made with your e-mail address, in the name of ${s.fullName}, in ${s.cityName}${s.phoneNumber ? ` (phone ${s.phoneNumber})` : ''}${s.withDisability ? ', with a recognised disability (RQTH)' : ''}. If it was you, these details become your profile's when you confirm.`,
    almost: 'Your sign-up on QRecrute is almost done.',
    confirmApplication: (days: number) =>
      `If it was you, confirm your e-mail address: the recruiter will see your application as confirmed, and these details become your profile's. This link stays valid for ${days} days.`,
    confirmSignUp: (days: number) =>
      `Confirm your e-mail address so that your profile is offered to recruiters. This link stays valid for ${days} days.`,
    action: 'Confirm my e-mail address',
    ignore: 'If you did not do this, ignore this message: nothing changes without your click.',
  },
} as const;

/**
 * To the e-mail typed at a sign-up or with an application, in the language of the page it was
 * typed on (decision 135): the link proves that the address is the candidate's. Confirming an
 * application makes the details typed with it the candidate's profile, so the mail shows them;
 * whoever did not apply ignores it and nothing changes.
 */
export const ConfirmEmailMail = ({ lang, firstName, link, days, application, signUp }: ConfirmEmailProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello(firstName)}</Text>
      <Text>{application ? t.application(application) : signUp ? t.signUp(signUp) : t.almost}</Text>
      <Text>
        {application ? t.confirmApplication(days) : t.confirmSignUp(days)}
        <br />
        <MailLink href={link}>{t.action}</MailLink>
      </Text>
      <Text>{t.ignore}</Text>
    </MailLayout>
  );
};
