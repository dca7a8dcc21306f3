/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface OrderRefundProps {
  lang: Language;
  /** What the order was for (its lines' labels). */
  what: string;
  /** The amount refunded, formatted in the buyer's language. */
  amount: string;
  /** The credit note's number (AV-…), when the order had an invoice. */
  creditNoteNumber: string | null;
  /** The account page, where invoices and credit notes are downloaded. */
  link: string;
}

export const ORDER_REFUND_SUBJECT = { fr: 'Votre remboursement et votre avoir', en: 'Your refund and credit note' } as const;

const TEXTS = {
  fr: {
    hello: 'Bonjour,',
    refunded: (p: OrderRefundProps) =>
      `Nous vous avons remboursé ${p.amount} sur votre commande « ${p.what} », sur le moyen de paiement utilisé ; le remboursement apparaît sous 5 à 10 jours ouvrés.`,
    creditNote: (n: string) => `L'avoir ${n} correspondant est disponible avec vos factures dans votre compte.`,
    action: 'Voir mes factures et avoirs',
  },
  en: {
    hello: 'Hello,',
    refunded: (p: OrderRefundProps) =>
      `We have refunded ${p.amount} of your order “${p.what}” to the payment method you used; the refund shows within 5 to 10 business days.`,
    creditNote: (n: string) => `The matching credit note ${n} is available with your invoices in your account.`,
    action: 'See my invoices and credit notes',
  },
} as const;

/** A refund of a paid order, whole or part, made by the operators (decision 160), in the buyer's language. */
export const OrderRefundMail = (props: OrderRefundProps) => {
  const t = TEXTS[props.lang];
  return (
    <MailLayout lang={props.lang}>
      <Text>{t.hello}</Text>
      <Text>{t.refunded(props)}</Text>
      {props.creditNoteNumber ? <Text>{t.creditNote(props.creditNoteNumber)}</Text> : null}
      <MailLink href={props.link}>{t.action}</MailLink>
    </MailLayout>
  );
};
