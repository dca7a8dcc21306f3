/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { Lines, MailLayout } from '../../../providers/mail/layout.tsx';

export interface ContactProps {
  /** The address to answer to, typed in the form. */
  email: string;
  message: string;
}

export const ContactMail = ({ email, message }: ContactProps) => (
  <MailLayout>
    <Text>{`Message du formulaire de contact du site, de ${email} :`}</Text>
    <Text>
      <Lines text={message} />
    </Text>
  </MailLayout>
);
