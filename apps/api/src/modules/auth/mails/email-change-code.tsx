/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { EMAIL_CODE_TTL_MINUTES } from '@app/contracts/constants';
import { MailLayout } from '../../../providers/mail/layout.tsx';

/** To the new address of an e-mail change: the code that proves the mailbox (decision 118). */
export const EmailChangeCodeMail = ({ code }: { code: string }) => (
  <MailLayout>
    <Text>Bonjour,</Text>
    <Text>
      Pour que cette adresse devienne celle de votre compte QRecrute, saisissez ce code :{' '}
      <strong style={{ fontSize: '24px', letterSpacing: '4px' }}>{code}</strong>
      <br />
      {`Il est valable ${EMAIL_CODE_TTL_MINUTES} minutes.`}
    </Text>
    <Text>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : aucun compte ne prend cette adresse sans ce code.</Text>
  </MailLayout>
);
