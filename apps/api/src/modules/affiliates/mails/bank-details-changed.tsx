/** @jsxRuntime automatic @jsxImportSource react */
import { Hr, Text } from '@react-email/components';
import { MailLayout, MailLink } from '../../../providers/mail/layout.tsx';

/** One changed field: its new and former value (an IBAN masked), null when there was none. */
export interface ChangedValue {
  after: string;
  before: string | null;
}

export interface BankDetailsChangedProps {
  firstName: string | null;
  /** When it changed, and until when the payouts wait, written in French and in English (Paris time). */
  changedAtFr: string;
  changedAtEn: string;
  heldUntilFr: string;
  heldUntilEn: string;
  /** What changed: the holder name, the IBAN (masked), or both. */
  holder: ChangedValue | null;
  iban: ChangedValue | null;
  /** The page that mails a link to choose a new password (which signs every session out). */
  lostPasswordLink: string;
  contactEmail: string;
}

/**
 * To the affiliate when the IBAN or the account holder of the payouts changed (decision 116): what
 * changed (IBANs masked), the 48-hour hold, and what to do if it was not them. French, then English.
 */
export const BankDetailsChangedMail = (p: BankDetailsChangedProps) => (
  <MailLayout>
    <Text>{p.firstName ? `Bonjour ${p.firstName},` : 'Bonjour,'}</Text>
    <Text>{`Les coordonnées bancaires de votre compte affilié QRecrute ont été modifiées le ${p.changedAtFr} :`}</Text>
    <ul>
      {p.holder && <li>{`Titulaire du compte : ${p.holder.after} (auparavant : ${p.holder.before ?? 'aucun'})`}</li>}
      {p.iban && <li>{`IBAN : ${p.iban.after} (auparavant : ${p.iban.before ?? 'aucun'})`}</li>}
    </ul>
    <Text>{`Par sécurité, vos virements sont suspendus jusqu'au ${p.heldUntilFr} ; ils partiront ensuite vers ces coordonnées.`}</Text>
    <Text>
      {`Si vous n'êtes pas à l'origine de cette modification, quelqu'un utilise votre compte : choisissez tout de suite un nouveau mot de passe (cela ferme toutes les sessions ouvertes), remettez vos coordonnées bancaires dans votre profil, et écrivez-nous à ${p.contactEmail} avant le ${p.heldUntilFr}. Aucun virement ne part avant cette date.`}
      <br />
      <MailLink href={p.lostPasswordLink}>Choisir un nouveau mot de passe</MailLink>
    </Text>
    <Hr />
    <Text>Hello,</Text>
    <Text>{`The bank details of your QRecrute affiliate account were changed on ${p.changedAtEn}:`}</Text>
    <ul>
      {p.holder && <li>{`Account holder: ${p.holder.after} (previously: ${p.holder.before ?? 'none'})`}</li>}
      {p.iban && <li>{`IBAN: ${p.iban.after} (previously: ${p.iban.before ?? 'none'})`}</li>}
    </ul>
    <Text>{`For your safety, your payouts are on hold until ${p.heldUntilEn}; they will then go to these details.`}</Text>
    <Text>
      {`If you did not make this change, someone is using your account: choose a new password at once (this closes every open session), put your bank details back in your profile, and write to us at ${p.contactEmail} before ${p.heldUntilEn}. No payout leaves before then.`}
      <br />
      <MailLink href={p.lostPasswordLink}>Choose a new password</MailLink>
    </Text>
  </MailLayout>
);
