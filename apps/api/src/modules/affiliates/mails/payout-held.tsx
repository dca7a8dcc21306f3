/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

export interface PayoutHeldProps {
  /** The affiliate's language (decision 135). */
  lang: Language;
  firstName: string | null;
  /** The amount waiting, formatted in the affiliate's language. */
  amount: string;
  /** Why the bank details cannot carry it, in the affiliate's language. */
  reason: string;
  /** The page where the affiliate changes the bank details. */
  link: string;
}

const TEXTS = {
  fr: {
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    held: (p: PayoutHeldProps) =>
      `Votre virement de ${p.amount} n'a pas pu partir : ${p.reason}. Il reste en attente, rien n'est perdu : corrigez vos coordonnées bancaires dans votre espace et il partira avec le prochain virement, au plus tôt 48 heures après la modification.`,
    action: 'Modifier mes coordonnées bancaires',
  },
  en: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    held: (p: PayoutHeldProps) =>
      `Your payout of ${p.amount} could not be sent: ${p.reason}. It is on hold and nothing is lost: correct your bank details in your account and it will go with the next payout, no sooner than 48 hours after the change.`,
    action: 'Change my bank details',
  },
} as const;

/** A payout waits because the bank details cannot carry it (decision 116): never held silently. In the affiliate's language. */
export const PayoutHeldMail = (p: PayoutHeldProps) => {
  const t = TEXTS[p.lang];
  return (
    <MailLayout lang={p.lang}>
      <Text>{t.hello(p.firstName)}</Text>
      <Text>
        {t.held(p)}
        <br />
        <MailLink href={p.link}>{t.action}</MailLink>
      </Text>
    </MailLayout>
  );
};
