/** @jsxRuntime automatic @jsxImportSource react */
import { Hr, Text } from '@react-email/components';
import { MailLayout } from '../../../providers/mail/layout.tsx';

export interface PaymentRefundedProps {
  /** What the order was for (its lines' labels). */
  what: string;
  /** The amount charged, formatted in French and in English. */
  amountFr: string;
  amountEn: string;
  /** Why it could not be fulfilled, in French and in English. */
  reasonFr: string;
  reasonEn: string;
}

/** A payment that could not be fulfilled was refunded (decision 116): French, then English. */
export const PaymentRefundedMail = ({ what, amountFr, amountEn, reasonFr, reasonEn }: PaymentRefundedProps) => (
  <MailLayout>
    <Text>Bonjour,</Text>
    <Text>
      Votre paiement de {amountFr} pour « {what} » n'a pas pu être pris en compte : {reasonFr}
      <br />
      Nous l'avons remboursé en totalité sur le moyen de paiement utilisé ; le remboursement apparaît sous 5 à 10 jours ouvrés. Aucun
      abonnement n'a été créé pour ce paiement et vous n'avez rien à faire.
    </Text>
    <Hr />
    <Text>Hello,</Text>
    <Text>
      Your payment of {amountEn} for “{what}” could not be used: {reasonEn}
      <br />
      We have refunded it in full to the payment method you used; the refund shows within 5 to 10 business days. No subscription was started
      for this payment and there is nothing for you to do.
    </Text>
  </MailLayout>
);
