/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, TextThenLink } from '../../../providers/mail/layout.tsx';

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
  /** An affiliate kit's order: what is posted and by when (issue 29: the kit mail did not say it). */
  shipment?: { posters: number; stickers: number; date: string } | null;
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
    shipment: (s: { posters: number; stickers: number; date: string }) =>
      `Votre kit part par la poste : ${s.posters} affiches A4 et ${s.stickers} autocollants portant votre code QR personnel, livrés au plus tard le ${s.date} à l’adresse de livraison de votre compte.`,
  },
  en: {
    hello: 'Hello,',
    confirmed: 'Your payment has been received and your subscription is active. Thank you!',
    bought: 'What you bought:',
    amount: (a: string) => `Amount paid: ${a} incl. VAT`,
    period: (from: string, to: string) => `Period: from ${from} to ${to}`,
    invoice: (n: string) => `Your invoice ${n} is available in your account.`,
    action: 'Download my invoice',
    shipment: (s: { posters: number; stickers: number; date: string }) =>
      `Your kit is sent by post: ${s.posters} A4 posters and ${s.stickers} stickers carrying your personal QR code, delivered by ${s.date} at the latest to your account's delivery address.`,
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
  shipment = null,
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
      {shipment ? <Text>{t.shipment(shipment)}</Text> : null}
      <Text>
        {t.amount(amountInclVat)}
        <br />
        {t.period(periodStart, periodEnd)}
      </Text>
      <TextThenLink text={t.invoice(invoiceNumber)} href={link} action={t.action} />
    </MailLayout>
  );
};
