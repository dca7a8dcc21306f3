import type { Language } from '@app/contracts/constants';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { ORDER_REFUND_SUBJECT, OrderRefundMail } from './mails/order-refund.tsx';
import { PAYMENT_REFUNDED_SUBJECT, PaymentRefundedMail } from './mails/payment-refunded.tsx';

const REASONS: Record<string, { fr: string; en: string }> = {
  address_already_subscribed: {
    fr: 'cette adresse était déjà abonnée par un autre paiement.',
    en: 'this address was already subscribed by another payment.',
  },
  already_subscribed: {
    fr: 'cet abonnement était déjà en cours, payé par un autre paiement.',
    en: 'this subscription was already running, paid by another payment.',
  },
  resume_already_purchased: {
    fr: 'ce CV était déjà acheté par un autre paiement.',
    en: 'this resume was already bought with another payment.',
  },
  amount: { fr: "le montant payé n'était pas celui de la commande.", en: 'the amount paid was not the amount of the order.' },
};
const OTHER = { fr: 'la commande ne pouvait plus être servie.', en: 'the order could no longer be fulfilled.' };

const money = (cents: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The notice of a refunded payment (decision 116), in the buyer's language (decision 135). */
export function paymentRefundedMail(
  to: string,
  lang: Language,
  order: { what: string; charged: number; reason: string },
): Promise<MailMessage> {
  const reason = REASONS[order.reason] ?? OTHER;
  return renderMail(
    PaymentRefundedMail,
    { lang, what: order.what, amount: money(order.charged, lang === 'en' ? 'en-GB' : 'fr-FR'), reason: reason[lang] },
    { to, subject: PAYMENT_REFUNDED_SUBJECT[lang], template: 'payment-refunded' },
  );
}

/** A refund of a paid order by the operators, whole or part, with its credit note (decision 160). */
export function orderRefundMail(
  to: string,
  lang: Language,
  refund: { what: string; amountCents: number; creditNoteNumber: string | null; link: string },
): Promise<MailMessage> {
  return renderMail(
    OrderRefundMail,
    {
      lang,
      what: refund.what,
      amount: money(refund.amountCents, lang === 'en' ? 'en-GB' : 'fr-FR'),
      creditNoteNumber: refund.creditNoteNumber,
      link: refund.link,
    },
    { to, subject: ORDER_REFUND_SUBJECT[lang], template: 'order-refund' },
  );
}
