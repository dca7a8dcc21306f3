/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

/** One changed field: its new and former value (an IBAN masked), null when there was none. */
export interface ChangedValue {
  after: string;
  before: string | null;
}

export interface BankDetailsChangedProps {
  /** The affiliate's language (decision 135). */
  lang: Language;
  firstName: string | null;
  /** When it changed, and until when the payouts wait, written in the affiliate's language (Paris time). */
  changedAt: string;
  heldUntil: string;
  /** What changed: the holder name, the IBAN (masked), or both. */
  holder: ChangedValue | null;
  iban: ChangedValue | null;
  /** The page that mails a link to choose a new password (which signs every session out). */
  lostPasswordLink: string;
  contactEmail: string;
}

const TEXTS = {
  fr: {
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    changed: (at: string) => `Les coordonnées bancaires de votre compte affilié QRecrute ont été modifiées le ${at} :`,
    holder: (v: ChangedValue) => `Titulaire du compte : ${v.after} (auparavant : ${v.before ?? 'aucun'})`,
    iban: (v: ChangedValue) => `IBAN : ${v.after} (auparavant : ${v.before ?? 'aucun'})`,
    held: (until: string) => `Par sécurité, vos virements sont suspendus jusqu'au ${until} ; ils partiront ensuite vers ces coordonnées.`,
    notYou: (contact: string, until: string) =>
      `Si vous n'êtes pas à l'origine de cette modification, quelqu'un utilise votre compte : choisissez tout de suite un nouveau mot de passe (cela ferme toutes les sessions ouvertes), remettez vos coordonnées bancaires dans votre profil, et écrivez-nous à ${contact} avant le ${until}. Aucun virement ne part avant cette date.`,
    action: 'Choisir un nouveau mot de passe',
  },
  en: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    changed: (at: string) => `The bank details of your QRecrute affiliate account were changed on ${at}:`,
    holder: (v: ChangedValue) => `Account holder: ${v.after} (previously: ${v.before ?? 'none'})`,
    iban: (v: ChangedValue) => `IBAN: ${v.after} (previously: ${v.before ?? 'none'})`,
    held: (until: string) => `For your safety, your payouts are on hold until ${until}; they will then go to these details.`,
    notYou: (contact: string, until: string) =>
      `If you did not make this change, someone is using your account: choose a new password at once (this closes every open session), put your bank details back in your profile, and write to us at ${contact} before ${until}. No payout leaves before then.`,
    action: 'Choose a new password',
  },
} as const;

/**
 * To the affiliate when the IBAN or the account holder of the payouts changed (decision 116): what
 * changed (IBANs masked), the 48-hour hold, and what to do if it was not them; in their language.
 */
export const BankDetailsChangedMail = (p: BankDetailsChangedProps) => {
  const t = TEXTS[p.lang];
  return (
    <MailLayout lang={p.lang}>
      <Text>{t.hello(p.firstName)}</Text>
      <Text>{t.changed(p.changedAt)}</Text>
      <ul>
        {p.holder && <li>{t.holder(p.holder)}</li>}
        {p.iban && <li>{t.iban(p.iban)}</li>}
      </ul>
      <Text>{t.held(p.heldUntil)}</Text>
      <Text>
        {t.notYou(p.contactEmail, p.heldUntil)}
        <br />
        <MailLink href={p.lostPasswordLink}>{t.action}</MailLink>
      </Text>
    </MailLayout>
  );
};
