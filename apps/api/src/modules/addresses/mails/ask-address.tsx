/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { Lines, MailLayout } from '../../../providers/mail/layout.tsx';

export interface AskAddressProps {
  address: string;
  addressUuid: string;
  number: number;
  email: string;
  message: string;
}

export const AskAddressMail = ({ address, addressUuid, number, email, message }: AskAddressProps) => (
  <MailLayout>
    <Text>
      {`Demande d'adresses supplémentaires pour « ${address} » (${addressUuid}).`}
      <br />
      {`Nombre d'adresses demandées : ${number}`}
      <br />
      {`E-mail de contact : ${email}`}
    </Text>
    <Text>{message ? <Lines text={message} /> : '(pas de message)'}</Text>
  </MailLayout>
);
