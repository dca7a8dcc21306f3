/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, TextThenLink } from '../../../providers/mail/layout.tsx';

export interface ResumesBoughtProps {
  lang: Language;
  /** How many resumes the order bought. */
  count: number;
  /** The amount paid, VAT included, written in the mail's language. */
  amountInclVat: string;
  invoiceNumber: string;
  /** The bought profiles in the app (the shop's purchases). */
  purchasesLink: string;
  /** The account page, which lists the invoices. */
  accountLink: string;
}

const TEXTS = {
  fr: {
    hello: 'Bonjour,',
    confirmed: 'Votre paiement est bien reçu. Merci pour votre confiance !',
    bought: (n: number) => (n > 1 ? `Vous avez acheté ${n} CV.` : 'Vous avez acheté 1 CV.'),
    amount: (a: string) => `Montant payé : ${a} TTC`,
    profiles: 'Les profils achetés sont accessibles dans votre espace :',
    profilesAction: 'Voir mes CV achetés',
    invoice: (n: string) => `Votre facture ${n} est disponible sur la page de votre compte.`,
    invoiceAction: 'Mon compte et mes factures',
  },
  en: {
    hello: 'Hello,',
    confirmed: 'Your payment has been received. Thank you!',
    bought: (n: number) => (n > 1 ? `You bought ${n} resumes.` : 'You bought 1 resume.'),
    amount: (a: string) => `Amount paid: ${a} incl. VAT`,
    profiles: 'The profiles you bought are in your area:',
    profilesAction: 'See my bought resumes',
    invoice: (n: string) => `Your invoice ${n} is available on your account page.`,
    invoiceAction: 'My account and invoices',
  },
} as const;

export const RESUMES_BOUGHT_SUBJECT: Record<Language, string> = {
  fr: 'Votre achat de CV sur QRecrute',
  en: 'Your resume purchase on QRecrute',
};

/** After a resume order's payment, once its invoice can be downloaded (walk of 2026-11-29, decision 147). */
export const ResumesBoughtMail = ({ lang, count, amountInclVat, invoiceNumber, purchasesLink, accountLink }: ResumesBoughtProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello}</Text>
      <Text>{t.confirmed}</Text>
      <Text>
        {t.bought(count)}
        <br />
        {t.amount(amountInclVat)}
      </Text>
      <TextThenLink text={t.profiles} href={purchasesLink} action={t.profilesAction} />
      <TextThenLink text={t.invoice(invoiceNumber)} href={accountLink} action={t.invoiceAction} />
    </MailLayout>
  );
};
