import { compactIban } from '@app/contracts/iban';
import { Document, enableValidations } from 'sepa';
import { transliterate } from 'transliteration';
import { PRODUCT_TIME_ZONE } from '../../lib/time-zone.ts';

/**
 * The SEPA credit-transfer file of affiliate payouts (decision 081): an ISO 20022 pain.001.001.09
 * "customer credit transfer initiation" built by the `sepa` package, which checks the IBANs
 * (mod 97), the BICs (length, country of the IBAN), the ids and the amounts while it writes.
 */
export const PAIN_FORMAT = 'pain.001.001.09';
export const PAIN_NAMESPACE = `urn:iso:std:iso:20022:tech:xsd:${PAIN_FORMAT}`;

export interface SepaParty {
  name: string;
  iban: string;
  /** Optional for a creditor: an EEA transfer needs the IBAN only. */
  bic?: string;
}

export interface SepaTransfer {
  /** EndToEndId, at most 35 characters, given back to the creditor by the banks. */
  endToEndId: string;
  amountCents: number;
  creditor: SepaParty;
  /** Unstructured remittance information, shown on the creditor's statement (140 characters). */
  remittance: string;
}

export interface SepaFileInput {
  /** MsgId, unique per file (banks refuse a file whose id they already received). */
  messageId: string;
  createdAt: Date;
  /** Requested execution date, `yyyy-MM-dd`. */
  executionDate: string;
  debtor: Required<SepaParty>;
  transfers: SepaTransfer[];
}

/** A name for the file, at most 70 characters, in the SEPA Latin character set (see sepaText). */
export const sepaName = (value: string): string => sepaText(value, 70);

/**
 * Text in the character set every SEPA bank accepts (EPC guidelines: a-z, A-Z, 0-9, / - ? : ( ) . , ' +
 * and space): accents are removed ("Hélène Œuvray" -> "Helene OEuvray"), other scripts transliterated
 * ("Иван Петров" -> "Ivan Petrov"), what remains outside the set becomes spaces; cut to `max` characters.
 * Empty when nothing usable is left: the payout is then held, never written with an empty name.
 */
export function sepaText(value: string, max: number): string {
  const latin = value
    .replace(/ß/g, 'ss')
    .replace(/Æ/g, 'AE')
    .replace(/æ/g, 'ae')
    .replace(/Œ/g, 'OE')
    .replace(/œ/g, 'oe')
    .replace(/Ø/g, 'O')
    .replace(/ø/g, 'o')
    .replace(/Ł/g, 'L')
    .replace(/ł/g, 'l')
    .replace(/Đ/g, 'D')
    .replace(/đ/g, 'd')
    .replace(/&/g, '+')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  // Other scripts are transliterated by a kept library ("Иван Петров" -> "Ivan Petrov", "张伟" ->
  // "Zhang Wei"), never dropped to nothing (decision 116); what has no Latin form becomes a space.
  return transliterate(latin, { unknown: ' ' })
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** Cents as the file writes amounts: 5100 -> '51.00'. */
export const euros = (cents: number): string => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The library writes dates with the process's local clock (CreDtTm has no offset): a Date whose
 * local fields are the time in France, so the file says the French time whatever the server's zone.
 */
function franceWallClock(instant: Date): Date {
  const parts = Object.fromEntries(WALL_CLOCK.formatToParts(instant).map((p) => [p.type, p.value]));
  return new Date(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** `yyyy-MM-dd` as a local Date at noon, which the library writes back as that same day. */
function calendarDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/**
 * The XML of one file: one payment block debiting QRecrute's account, one transfer per payout.
 * Throws when the library's validation refuses a field, or when its totals disagree with the cents.
 */
export function buildSepaCreditTransfer(input: SepaFileInput): string {
  if (input.transfers.length === 0) throw new Error('a SEPA file needs at least one transfer');
  enableValidations(true, true);
  const doc = new Document(PAIN_FORMAT);
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = franceWallClock(input.createdAt);
  doc.grpHdr.initiatorName = sepaName(input.debtor.name);

  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = calendarDay(input.executionDate);
  info.debtorName = sepaName(input.debtor.name);
  info.debtorIBAN = compactIban(input.debtor.iban);
  info.debtorBIC = input.debtor.bic.trim().toUpperCase();
  // One line per payout on QRecrute's statement: each transfer is reconciled on its own.
  info.batchBooking = false;
  doc.addPaymentInfo(info);

  for (const transfer of input.transfers) {
    if (!Number.isInteger(transfer.amountCents) || transfer.amountCents <= 0)
      throw new Error(`invalid amount for ${transfer.endToEndId}: ${transfer.amountCents}`);
    const tx = info.createTransaction();
    tx.end2endId = transfer.endToEndId;
    tx.amount = transfer.amountCents / 100;
    tx.currency = 'EUR';
    tx.creditorName = sepaName(transfer.creditor.name);
    tx.creditorIBAN = compactIban(transfer.creditor.iban);
    tx.creditorBIC = transfer.creditor.bic?.trim().toUpperCase() ?? '';
    tx.remittanceInfo = sepaText(transfer.remittance, 140);
    info.addTransaction(tx);
  }

  const xml = doc.toString();
  // The library adds euros as floating-point numbers: the file must say exactly the sum of the cents.
  const totalCents = input.transfers.reduce((sum, t) => sum + t.amountCents, 0);
  const controlSums = [...xml.matchAll(/<CtrlSum>([^<]*)<\/CtrlSum>/g)].map((m) => m[1]);
  if (controlSums.length !== 2 || controlSums.some((sum) => sum !== euros(totalCents))) {
    throw new Error(`SEPA control sum ${controlSums.join('/')} differs from ${euros(totalCents)}`);
  }
  return xml;
}
