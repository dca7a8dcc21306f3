import type { InvoiceDocument } from '../src/modules/invoices/invoices.pdf.ts';
import { loadSellerIdentity } from '../src/modules/invoices/invoices.seller.ts';

/**
 * Invoices and credit notes as the product makes them (decision 132), for the XSD test and the
 * schematron script (`npm run check:invoices`): an ordinary invoice of services, one of goods and
 * services (bought in English), a whole refund's credit note, and a partial refund of 1 cent (the
 * edge case: VAT amount 0.00 at 20 %).
 */
const base = (over: Partial<InvoiceDocument>): InvoiceDocument => ({
  invoiceNumber: 'FA-2026-000042',
  issuedAt: new Date('2026-11-24T23:30:00Z'),
  paidAt: new Date('2026-11-24T23:30:00Z'),
  orderReference: 'AB12CD34',
  seller: loadSellerIdentity({}),
  buyer: {
    company: 'Boulangerie Martin',
    contact: 'Jeanne Martin',
    address: '3 Rue des Lilas, 69003 Lyon',
    siret: '80295478500028',
    email: 'jeanne@example.fr',
    vatNumber: 'FR40802954785',
  },
  lines: [
    { label: 'Essentiel – 12 mois', detail: 'Abonnement 12 mois', quantity: 1, unitAmount: 49000, amount: 49000, nature: 'services' },
  ],
  totalExclVat: 49000,
  vatAmount: 9800,
  totalInclVat: 58800,
  vatRatePercent: 20,
  ...over,
});

export const INVOICE_SAMPLES: Record<string, InvoiceDocument> = {
  'invoice-services': base({}),
  'invoice-goods-and-services-en': base({
    invoiceNumber: 'FA-2026-000043',
    language: 'en',
    seller: { ...loadSellerIdentity({}), vatOnDebits: true },
    lines: [
      { label: 'Affiche supplémentaire', quantity: 3, unitAmount: 1500, amount: 4500, nature: 'goods' },
      { label: 'Abonnement Pro (1 mois)', quantity: 1, unitAmount: 4999, amount: 4999, nature: 'services' },
    ],
    totalExclVat: 9499,
    vatAmount: 1900,
    totalInclVat: 11399,
  }),
  'credit-note-whole': base({
    type: 'credit_note',
    invoiceNumber: 'AV-2026-000001',
    issuedAt: new Date('2026-11-27T10:00:00Z'),
    paidAt: new Date('2026-11-27T10:00:00Z'),
    creditedInvoice: { number: 'FA-2026-000042', issuedAt: new Date('2026-11-24T23:30:00Z') },
  }),
  'credit-note-one-cent': base({
    type: 'credit_note',
    invoiceNumber: 'AV-2026-000002',
    issuedAt: new Date('2026-11-28T10:00:00Z'),
    paidAt: new Date('2026-11-28T10:00:00Z'),
    creditedInvoice: { number: 'FA-2026-000042', issuedAt: new Date('2026-11-24T23:30:00Z') },
    lines: [{ label: 'Remboursement partiel de la facture FA-2026-000042', quantity: 1, unitAmount: 1, amount: 1, nature: 'services' }],
    totalExclVat: 1,
    vatAmount: 0,
    totalInclVat: 1,
  }),
};
