/** @jsxRuntime automatic @jsxImportSource react */
import { Hr, Text } from '@react-email/components';
import { MailLayout } from '../../../providers/mail/layout.tsx';

export interface AlreadyRegisteredProps {
  /** The first name of the proven profile (never the one typed with the sign-up). */
  firstName: string;
}

/**
 * A sign-up was made with the e-mail of a proven candidate (decision 119): nothing is created, the
 * page answers as for any sign-up, and the owner of the mailbox is told. French, then English.
 */
export const AlreadyRegisteredMail = ({ firstName }: AlreadyRegisteredProps) => (
  <MailLayout>
    <Text>{`Bonjour ${firstName},`}</Text>
    <Text>
      Quelqu'un vient de s'inscrire sur QRecrute avec votre adresse e-mail, mais vous avez déjà un profil : rien n'a été créé ni modifié.
      Votre profil reste proposé aux recruteurs tel qu'il est.
    </Text>
    <Text>Si ce n'était pas vous, ignorez ce message.</Text>
    <Hr />
    <Text>{`Hello ${firstName},`}</Text>
    <Text>
      Someone just signed up on QRecrute with your e-mail address, but you already have a profile: nothing was created or changed. Your
      profile is still offered to recruiters as it is.
    </Text>
    <Text>If this was not you, ignore this message.</Text>
  </MailLayout>
);
