/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { EMAIL_CODE_TTL_MINUTES } from '@app/contracts/constants';
import { MailLayout } from '../../../providers/mail/layout.tsx';

export const RegistrationCodeMail = ({ code }: { code: string }) => (
  <MailLayout>
    <Text>Bonjour,</Text>
    <Text>
      Voici votre code pour créer votre compte QRecrute : <strong style={{ fontSize: '24px', letterSpacing: '4px' }}>{code}</strong>
      <br />
      {`Il est valable ${EMAIL_CODE_TTL_MINUTES} minutes.`}
    </Text>
    <Text>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : aucun compte n'est créé.</Text>
  </MailLayout>
);
