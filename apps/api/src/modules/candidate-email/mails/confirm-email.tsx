/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface ConfirmEmailProps {
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

/**
 * To the e-mail typed at a sign-up or with an application: the link proves that the address is the
 * candidate's. Confirming an application makes the details typed with it the candidate's profile, so
 * the mail shows them; whoever did not apply ignores it and nothing changes.
 */
export const ConfirmEmailMail = ({ firstName, link, days, application, signUp }: ConfirmEmailProps) => (
  <MailLayout>
    <Text>{`Bonjour ${firstName},`}</Text>
    {application ? (
      <Text>
        {application.jobName
          ? `Une candidature au poste « ${application.jobName} » a été envoyée à ${application.siteName} avec votre adresse e-mail, au nom de ${application.fullName}`
          : `Une candidature spontanée a été envoyée à ${application.siteName} avec votre adresse e-mail, au nom de ${application.fullName}`}
        {application.phoneNumber ? ` (téléphone ${application.phoneNumber})` : ''}
        {application.withDisability ? ', avec une reconnaissance de travailleur handicapé (RQTH)' : ''}.
      </Text>
    ) : signUp ? (
      <Text>
        {`Une inscription sur QRecrute a été faite avec votre adresse e-mail, au nom de ${signUp.fullName}, à ${signUp.cityName}`}
        {signUp.phoneNumber ? ` (téléphone ${signUp.phoneNumber})` : ''}
        {signUp.withDisability ? ', avec une reconnaissance de travailleur handicapé (RQTH)' : ''}. Si c'est bien vous, ces informations
        deviendront celles de votre profil quand vous confirmerez.
      </Text>
    ) : (
      <Text>Votre inscription sur QRecrute est presque terminée.</Text>
    )}
    <Text>
      {application
        ? "Si c'est bien vous, confirmez votre adresse e-mail : le recruteur verra votre candidature comme confirmée, et ces informations deviendront celles de votre profil. Ce lien reste valable "
        : 'Confirmez votre adresse e-mail pour que votre profil soit proposé aux recruteurs. Ce lien reste valable '}
      {days} jours.
      <br />
      <MailLink href={link}>Confirmer mon adresse e-mail</MailLink>
    </Text>
    <Text>Si vous n'êtes pas à l'origine de cette démarche, ignorez ce message : rien ne change sans votre clic.</Text>
  </MailLayout>
);
