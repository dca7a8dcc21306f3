/** @jsxRuntime automatic @jsxImportSource react */
import { Hr, Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface PayoutHeldProps {
  firstName: string | null;
  /** The amount waiting, formatted in French and in English. */
  amountFr: string;
  amountEn: string;
  /** Why the bank details cannot carry it, in French and in English. */
  reasonFr: string;
  reasonEn: string;
  /** The page where the affiliate changes the bank details. */
  link: string;
}

/** A payout waits because the bank details cannot carry it (decision 116): never held silently. French, then English. */
export const PayoutHeldMail = (p: PayoutHeldProps) => (
  <MailLayout>
    <Text>{p.firstName ? `Bonjour ${p.firstName},` : 'Bonjour,'}</Text>
    <Text>
      {`Votre virement de ${p.amountFr} n'a pas pu partir : ${p.reasonFr}. Il reste en attente, rien n'est perdu : corrigez vos coordonnées bancaires dans votre espace et il partira avec le prochain virement, au plus tôt 48 heures après la modification.`}
      <br />
      <MailLink href={p.link}>Modifier mes coordonnées bancaires</MailLink>
    </Text>
    <Hr />
    <Text>Hello,</Text>
    <Text>
      {`Your payout of ${p.amountEn} could not be sent: ${p.reasonEn}. It is on hold and nothing is lost: correct your bank details in your account and it will go with the next payout, no sooner than 48 hours after the change.`}
      <br />
      <MailLink href={p.link}>Change my bank details</MailLink>
    </Text>
  </MailLayout>
);
