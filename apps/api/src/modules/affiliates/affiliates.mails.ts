import type { BankDetailsIssue } from '@app/contracts/affiliates';
import { PRODUCT_TIME_ZONE } from '../../lib/time-zone.ts';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import { renderMail } from '../../providers/mail/render.ts';
import { BankDetailsChangedMail, type ChangedValue } from './mails/bank-details-changed.tsx';
import { PayoutHeldMail } from './mails/payout-held.tsx';

/** The affiliates' mails (decision 116), each in French then in English. */

const FR_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: PRODUCT_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
const EN_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: PRODUCT_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
const money = (cents: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The notice of a change of the payout bank details, to the affiliate's own address. */
export function bankDetailsChangedMail(
  to: string,
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
      firstName: change.firstName,
      changedAtFr: `${FR_TIME.format(change.changedAt)} (heure de Paris)`,
      changedAtEn: `${EN_TIME.format(change.changedAt)} (Paris time)`,
      heldUntilFr: `${FR_TIME.format(change.heldUntil)} (heure de Paris)`,
      heldUntilEn: `${EN_TIME.format(change.heldUntil)} (Paris time)`,
      holder: change.holder,
      iban: change.iban,
      lostPasswordLink: change.lostPasswordLink,
      contactEmail: change.contactEmail,
    },
    {
      to,
      subject: 'Vos coordonnées bancaires ont été modifiées / Your bank details were changed',
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
  held: { firstName: string | null; amountCents: number; issue: BankDetailsIssue; link: string },
): Promise<MailMessage> {
  const reason = REASONS[held.issue];
  return renderMail(
    PayoutHeldMail,
    {
      firstName: held.firstName,
      amountFr: money(held.amountCents, 'fr-FR'),
      amountEn: money(held.amountCents, 'en-GB'),
      reasonFr: reason.fr,
      reasonEn: reason.en,
      link: held.link,
    },
    { to, subject: 'Votre virement QRecrute est en attente / Your QRecrute payout is on hold', template: 'affiliate-payout-held' },
  );
}
