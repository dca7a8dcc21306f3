import { TIME_REFERENCE_CODES } from 'factur-x-kit';
import { VAT_RATE } from '@app/contracts/constants';
import { vatOf } from '@app/contracts/catalogue';
import type { ProductCode } from '../../db/schema/index.ts';

/**
 * What French law and the e-invoicing reform ask every invoice and credit note to say, written
 * once (decision 132): the PDF prints these texts, the factur-x.xml carries them as coded notes
 * (BR-FR-05), the billing mode (BT-23) and the VAT point (BT-8) come from the same data.
 */

/** What an operation is for the reform's "category of operation": goods delivered, services, or both. */
export type OperationNature = 'goods' | 'services';
export type OperationCategory = OperationNature | 'mixed';

/**
 * Each product's nature: posters and stickers are printed and delivered (goods); subscriptions,
 * resumes and the affiliate kit (a yearly subscription whose 2 posters and 2 stickers are offered,
 * accessory to it) are services.
 */
const PRODUCT_NATURE: Record<ProductCode, OperationNature> = {
  regular_resume: 'services',
  rare_resume: 'services',
  affiliate_kit: 'services',
  premium_headhunter: 'services',
  additional_poster: 'goods',
  additional_sticker: 'goods',
  address_subscription: 'services',
};

export const natureOfProduct = (code: string | null | undefined): OperationNature =>
  (code && PRODUCT_NATURE[code as ProductCode]) || 'services';

/** Goods, services or both, from the natures of the lines (services when none is known). */
export function operationCategory(lines: readonly { nature?: OperationNature | null | undefined }[]): OperationCategory {
  const natures = new Set(lines.map((l) => l.nature ?? 'services'));
  if (natures.size > 1) return 'mixed';
  return natures.has('goods') ? 'goods' : 'services';
}

interface RulesInput {
  lines: readonly { nature?: OperationNature | null | undefined }[];
  /** Given for a credit note: its invoice's category (a partial refund's one line cannot say it). */
  operation?: OperationCategory | undefined;
  seller: { vatOnDebits?: boolean | undefined };
}

/** A document's category of operation: given, else from its lines. */
export const categoryOf = (doc: RulesInput): OperationCategory => doc.operation ?? operationCategory(doc.lines);

/**
 * BT-23, the billing mode of the reform (BR-FR-08): its letter is the category of operation (B
 * goods, S services, M both), its digit 2 says "already paid" (the product is paid by card at the
 * order, a credit note refunded by card: prepaid = total, nothing due, BR-FR-CO-09).
 */
export function billingMode(doc: RulesInput): 'B2' | 'S2' | 'M2' {
  const category = categoryOf(doc);
  return category === 'goods' ? 'B2' : category === 'mixed' ? 'M2' : 'S2';
}

/**
 * BT-8, when the VAT becomes due: on the invoice's date when the seller opted for VAT on debits
 * (services only: the option), on delivery for goods alone, otherwise on payment (services'
 * default, "TVA sur les encaissements").
 */
export function vatPointCode(doc: RulesInput): TIME_REFERENCE_CODES {
  if (categoryOf(doc) === 'goods') return TIME_REFERENCE_CODES.DATE_OF_DELIVERY_OF_GOODS_TO_ESTABLISHMENTS_OR_DOMICILE_OR_SITE;
  return doc.seller.vatOnDebits ? TIME_REFERENCE_CODES.DATE_OF_INVOICE : TIME_REFERENCE_CODES.PAYMENT_DATE;
}

/**
 * The legal mentions in French (what the law asks, printed on every document and coded in the
 * XML) and in English (printed beside them for an English-speaking buyer).
 */
export const LEGAL_NOTES = {
  recoveryCosts: {
    fr: 'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (articles L441-10 et D441-5 du code de commerce).',
    en: 'Fixed compensation for recovery costs in case of late payment: €40 (French Commercial Code, articles L441-10 and D441-5).',
  },
  latePenalties: {
    fr: "En cas de retard de paiement, pénalités au taux d'intérêt appliqué par la Banque centrale européenne majoré de 10 points.",
    en: 'Late payment penalties: the European Central Bank interest rate plus 10 percentage points.',
  },
  noDiscount: {
    fr: "Pas d'escompte pour paiement anticipé.",
    en: 'No discount for early payment.',
  },
  vatOnDebits: {
    fr: "Option pour le paiement de la taxe d'après les débits.",
    en: 'The seller has opted to pay VAT on debits (on invoicing).',
  },
} as const;

export const OPERATION_CATEGORY_TEXT: Record<OperationCategory, { fr: string; en: string }> = {
  goods: { fr: 'Catégorie de l’opération : livraison de biens', en: 'Category of operation: supply of goods' },
  services: { fr: 'Catégorie de l’opération : prestation de services', en: 'Category of operation: supply of services' },
  mixed: { fr: 'Catégorie de l’opération : livraison de biens et prestation de services', en: 'Category of operation: goods and services' },
};

/** Credit notes (avoirs): their own gap-free sequence per year, `AV-2026-000001` (invoices: `FA-`). */
export const formatCreditNoteNumber = (year: number, sequence: number): string => `AV-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * An amount refunded (cents including VAT) split into its amount excluding VAT and its VAT, the
 * VAT being that amount's VAT rounded to the cent (`vatOf`, as on the invoices; EN 16931 BR-CO-17).
 * A few amounts have no such split (3 cents: 2 + 0 or 3 + 1); the nearest lower one is taken.
 */
export function splitInclVat(inclVat: number): { totalExclVat: number; vatAmount: number; totalInclVat: number } {
  for (let target = inclVat; target > 0; target -= 1) {
    const guess = Math.round(target / (1 + VAT_RATE));
    for (const excl of [guess, guess - 1, guess + 1]) {
      if (excl >= 0 && excl + vatOf(excl) === target) return { totalExclVat: excl, vatAmount: vatOf(excl), totalInclVat: target };
    }
  }
  return { totalExclVat: 0, vatAmount: 0, totalInclVat: 0 };
}
