/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface InvitationProps {
  firstName: string | null;
  email: string;
  link: string;
  /** How long the link works. */
  days: number;
}

/** The link of an account created by the sales team (decision 097): its holder chooses a password. */
export const InvitationMail = ({ firstName, email, link, days }: InvitationProps) => (
  <MailLayout>
    <Text>{firstName ? `Bonjour ${firstName},` : 'Bonjour,'}</Text>
    <Text>
      Suite à votre demande, notre équipe commerciale a créé votre compte recruteur QRecrute, dont l'identifiant est {email}.
      <br />
      Pour l'activer, choisissez votre mot de passe depuis ce lien (valable {days} jours, utilisable une seule fois) :
      <br />
      <MailLink href={link}>Choisir mon mot de passe</MailLink>
    </Text>
    <Text>
      Vous arriverez ensuite dans votre espace recruteur. Si ce lien a expiré, demandez-en un nouveau depuis le formulaire de contact de
      notre site.
    </Text>
  </MailLayout>
);
