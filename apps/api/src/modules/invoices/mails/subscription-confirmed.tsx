/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface SubscriptionConfirmedProps {
  lang: Language;
  /** What was bought: the order's lines, as on the invoice. */
  items: string[];
  /** The amount paid, VAT included, written in the mail's language. */
  amountInclVat: string;
  /** The subscription's period, from its first day to its end, written in the mail's language. */
  periodStart: string;
  periodEnd: string;
  invoiceNumber: string;
  /** Where the invoice is downloaded. */
  link: string;
}

const TEXTS = {
  fr: {
    hello: 'Bonjour,',
    confirmed: 'Votre paiement est bien reçu et votre abonnement est actif. Merci pour votre confiance !',
    bought: 'Ce que vous avez acheté :',
    amount: (a: string) => `Montant payé : ${a} TTC`,
    period: (from: string, to: string) => `Période : du ${from} au ${to}`,
    invoice: (n: string) => `Votre facture ${n} est disponible dans votre compte.`,
    action: 'Télécharger ma facture',
  },
  en: {
    hello: 'Hello,',
    confirmed: 'Your payment has been received and your subscription is active. Thank you!',
    bought: 'What you bought:',
    amount: (a: string) => `Amount paid: ${a} incl. VAT`,
    period: (from: string, to: string) => `Period: from ${from} to ${to}`,
    invoice: (n: string) => `Your invoice ${n} is available in your account.`,
    action: 'Download my invoice',
  },
} as const;

export const SUBSCRIPTION_CONFIRMED_SUBJECT: Record<Language, string> = {
  fr: 'Votre abonnement QRecrute est confirmé',
  en: 'Your QRecrute subscription is confirmed',
};

/** After a subscription or premium payment, once its invoice can be downloaded (decision 125). */
export const SubscriptionConfirmedMail = ({
  lang,
  items,
  amountInclVat,
  periodStart,
  periodEnd,
  invoiceNumber,
  link,
}: SubscriptionConfirmedProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello}</Text>
      <Text>{t.confirmed}</Text>
      <Text>
        {t.bought}
        {items.map((item, i) => (
          <span key={i}>
            <br />
            {`- ${item}`}
          </span>
        ))}
      </Text>
      <Text>
        {t.amount(amountInclVat)}
        <br />
        {t.period(periodStart, periodEnd)}
      </Text>
      <Text>
        {t.invoice(invoiceNumber)}
        <br />
        <MailLink href={link}>{t.action}</MailLink>
      </Text>
    </MailLayout>
  );
};
