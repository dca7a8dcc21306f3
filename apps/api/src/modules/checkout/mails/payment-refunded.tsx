/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout } from '../../../providers/mail/layout.tsx';

export interface PaymentRefundedProps {
  /** The buyer's language (decision 135). */
  lang: Language;
  /** What the order was for (its lines' labels). */
  what: string;
  /** The amount charged, formatted in the buyer's language. */
  amount: string;
  /** Why it could not be fulfilled, in the buyer's language. */
  reason: string;
}

export const PAYMENT_REFUNDED_SUBJECT = { fr: 'Votre paiement a été remboursé', en: 'Your payment was refunded' } as const;

const TEXTS = {
  fr: {
    hello: 'Bonjour,',
    notUsed: (p: PaymentRefundedProps) => `Votre paiement de ${p.amount} pour « ${p.what} » n'a pas pu être pris en compte : ${p.reason}`,
    refunded:
      "Nous l'avons remboursé en totalité sur le moyen de paiement utilisé ; le remboursement apparaît sous 5 à 10 jours ouvrés. Aucun abonnement n'a été créé pour ce paiement et vous n'avez rien à faire.",
  },
  en: {
    hello: 'Hello,',
    notUsed: (p: PaymentRefundedProps) => `Your payment of ${p.amount} for “${p.what}” could not be used: ${p.reason}`,
    refunded:
      'We have refunded it in full to the payment method you used; the refund shows within 5 to 10 business days. No subscription was started for this payment and there is nothing for you to do.',
  },
} as const;

/** A payment that could not be fulfilled was refunded (decision 116), in the buyer's language. */
export const PaymentRefundedMail = (props: PaymentRefundedProps) => {
  const t = TEXTS[props.lang];
  return (
    <MailLayout lang={props.lang}>
      <Text>{t.hello}</Text>
      <Text>
        {t.notUsed(props)}
        <br />
        {t.refunded}
      </Text>
    </MailLayout>
  );
};
