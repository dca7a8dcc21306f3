/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { Lines, MailLayout } from '../../../providers/mail/layout.tsx';

export interface QrCodeContactProps {
  /** The address to answer to, typed in the form. */
  email: string;
  /** The signed-in account's e-mail. */
  account: string;
  message: string;
}

export const QrCodeContactMail = ({ email, account, message }: QrCodeContactProps) => (
  <MailLayout>
    <Text>{`Message au sujet des QR codes, de ${email} (compte ${account}) :`}</Text>
    <Text>
      <Lines text={message} />
    </Text>
  </MailLayout>
);
