import type { BankDetailsIssue } from '@app/contracts/affiliates';
import type { Language } from '@app/contracts/constants';
import { PRODUCT_TIME_ZONE, writeDate } from '@app/contracts/time-zone';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { BankDetailsChangedMail, type ChangedValue } from './mails/bank-details-changed.tsx';
import { PayoutHeldMail } from './mails/payout-held.tsx';

/** The affiliates' mails (decision 116), each in the affiliate's language (decision 135). */

const TIME = {
  fr: new Intl.DateTimeFormat('fr-FR', { timeZone: PRODUCT_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: PRODUCT_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }),
} as const;
const PARIS_TIME = { fr: '(heure de Paris)', en: '(Paris time)' } as const;
// The one date writer ("1er décembre", walk of 2026-11-29).
const parisTime = (at: Date, lang: Language) => `${writeDate(TIME[lang], at)} ${PARIS_TIME[lang]}`;
const money = (cents: number, lang: Language) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

export const BANK_DETAILS_CHANGED_SUBJECT = {
  fr: 'Vos coordonnées bancaires ont été modifiées',
  en: 'Your bank details were changed',
} as const;
export const PAYOUT_HELD_SUBJECT = { fr: 'Votre virement QRecrute est en attente', en: 'Your QRecrute payout is on hold' } as const;

/** The notice of a change of the payout bank details, to the affiliate's own address. */
export function bankDetailsChangedMail(
  to: string,
  lang: Language,
  change: {
    firstName: string | null;
    changedAt: Date;
    heldUntil: Date;
    holder: ChangedValue | null;
    iban: ChangedValue | null;
    lostPasswordLink: string;
    contactEmail: string;
  },
): Promise<MailMessage> {
  return renderMail(
    BankDetailsChangedMail,
    {
      lang,
      firstName: change.firstName,
      changedAt: parisTime(change.changedAt, lang),
      heldUntil: parisTime(change.heldUntil, lang),
      holder: change.holder,
      iban: change.iban,
      lostPasswordLink: change.lostPasswordLink,
      contactEmail: change.contactEmail,
    },
    {
      to,
      subject: BANK_DETAILS_CHANGED_SUBJECT[lang],
      template: 'affiliate-bank-details-changed',
    },
  );
}

const REASONS: Record<BankDetailsIssue, { fr: string; en: string }> = {
  iban_missing: { fr: "aucun IBAN n'est enregistré sur votre compte", en: 'no IBAN is saved on your account' },
  iban_invalid: { fr: "l'IBAN enregistré n'est pas valide", en: 'the saved IBAN is not valid' },
  account_holder_name_missing: { fr: "le nom du titulaire du compte n'est pas renseigné", en: 'the account holder name is missing' },
  account_holder_name_unusable: {
    fr: "le nom du titulaire du compte ne peut pas être écrit dans un virement SEPA (les banques n'acceptent que les lettres latines, les chiffres et quelques signes)",
    en: 'the account holder name cannot be written in a SEPA transfer (banks accept only Latin letters, digits and a few signs)',
  },
};

/** A payout (or earnings past the threshold) waiting for usable bank details. */
export function payoutHeldMail(
  to: string,
  lang: Language,
  held: { firstName: string | null; amountCents: number; issue: BankDetailsIssue; link: string },
): Promise<MailMessage> {
  const reason = REASONS[held.issue];
  return renderMail(
    PayoutHeldMail,
    { lang, firstName: held.firstName, amount: money(held.amountCents, lang), reason: reason[lang], link: held.link },
    { to, subject: PAYOUT_HELD_SUBJECT[lang], template: 'affiliate-payout-held' },
  );
}
