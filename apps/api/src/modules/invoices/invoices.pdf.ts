import { createRequire } from 'node:module';
import { BRAND_COLOUR } from '@app/contracts/constants';
import { writePercent } from '@app/contracts/percent';
import { formatFrenchDate } from '../../lib/time-zone.ts';
import { formatEuros, newPdf } from '../../lib/pdf.ts';
import { toFacturXPdf } from './invoices.facturx.ts';
import { formatParisDay } from './invoices.format.ts';
import { LEGAL_NOTES, OPERATION_CATEGORY_TEXT, categoryOf, type OperationCategory, type OperationNature } from './invoices.rules.ts';
import type { SellerIdentity } from './invoices.seller.ts';

/** What an invoice PDF shows (French invoicing mentions, product decisions "Payments, orders and invoices"). */
export interface InvoiceDocument {
  /** An invoice (type 380) or a credit note (avoir, type 381); an invoice when absent. */
  type?: 'invoice' | 'credit_note';
  /** A credit note's invoice (BT-25, BT-26). */
  creditedInvoice?: { number: string; issuedAt: Date } | null;
  /** The category of operation when the lines cannot say it (a credit note: its invoice's). */
  operation?: OperationCategory;
  /** The buyer's language (users.language): the labels follow it, the legal mentions stay in French (with English beside). */
  language?: 'fr' | 'en';
  invoiceNumber: string;
  issuedAt: Date;
  paidAt: Date;
  orderReference: string;
  seller: SellerIdentity;
  buyer: {
    company: string;
    contact: string | null;
    address: string | null;
    siret: string | null;
    email: string | null;
    vatNumber?: string | null;
  };
  /** `detail`: what the line bought (a subscription's period, the product's description), under its label. */
  /** `nature`: goods or services (the category of operation, BT-23); services when absent. */
  lines: { label: string; detail?: string | null; quantity: number; unitAmount: number; amount: number; nature?: OperationNature | null }[];
  totalExclVat: number;
  vatAmount: number;
  totalInclVat: number;
  vatRatePercent: number;
}

export { formatFrenchDate };

/** The document's own words, in the buyer's language (the legal mentions: `LEGAL_NOTES`, French first). */
const LABELS = {
  fr: {
    invoice: 'FACTURE',
    creditNote: 'AVOIR',
    number: 'N°',
    invoiceDate: 'Date de facture :',
    creditNoteDate: "Date de l'avoir :",
    saleDate: 'Date de la vente :',
    order: 'Commande',
    creditedInvoice: (n: string, d: string) => `Avoir sur la facture ${n} du ${d}`,
    billedTo: 'FACTURÉ À',
    client: 'Client',
    columns: ['Désignation', 'Qté', 'P.U. HT', 'TVA', 'Total HT'],
    totalExclVat: 'Total HT',
    vat: 'TVA',
    totalInclVat: 'Total TTC',
    paymentTerms: 'Conditions de paiement',
    paid: (d: string, a: string) => `Payée par carte le ${d}. Montant réglé : ${a}.`,
    refunded: (d: string, a: string) => `Remboursé par carte le ${d}. Montant remboursé : ${a}.`,
  },
  en: {
    invoice: 'INVOICE',
    creditNote: 'CREDIT NOTE',
    number: 'No.',
    invoiceDate: 'Invoice date:',
    creditNoteDate: 'Credit note date:',
    saleDate: 'Date of sale:',
    order: 'Order',
    creditedInvoice: (n: string, d: string) => `Credit note for invoice ${n} of ${d}`,
    billedTo: 'BILLED TO',
    client: 'Customer',
    columns: ['Description', 'Qty', 'Unit excl. VAT', 'VAT', 'Total excl. VAT'],
    totalExclVat: 'Total excl. VAT',
    vat: 'VAT',
    totalInclVat: 'Total incl. VAT',
    paymentTerms: 'Payment terms',
    paid: (d: string, a: string) => `Paid by card on ${d}. Amount paid: ${a}.`,
    refunded: (d: string, a: string) => `Refunded by card on ${d}. Amount refunded: ${a}.`,
  },
} as const;

const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = BRAND_COLOUR;
const RULE = '#d9e2ec';

/**
 * PDF/A forbids the standard PDF fonts (not embedded): the invoice is set in DejaVu Sans, whose
 * TrueType files come with the dejavu-fonts-ttf package (never the system's fonts), embedded as
 * subsets by pdfkit. It is also the document's default font, so that Helvetica is never loaded.
 */
let fontPaths: { regular: string; bold: string } | undefined;
function invoiceFonts(): { regular: string; bold: string } {
  if (!fontPaths) {
    const require = createRequire(import.meta.url);
    fontPaths = {
      regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
      bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
    };
  }
  return fontPaths;
}
const REGULAR = 'InvoiceRegular';
const BOLD = 'InvoiceBold';

/** Renders the invoice as an A4 Factur-X PDF (PDF/A-3 with its EN 16931 factur-x.xml, decision 091). */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  return toFacturXPdf(await renderVisiblePdf(doc), doc);
}

/** The visible invoice, every font embedded (pdfkit), before Factur-X. */
export function renderVisiblePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { doc: pdf, done } = newPdf({
    size: 'A4',
    margin: 50,
    pdfVersion: '1.7',
    font: invoiceFonts().regular,
    info: { Title: `${doc.type === 'credit_note' ? 'Avoir' : 'Facture'} ${doc.invoiceNumber}`, Author: doc.seller.name },
  });
  const lang = doc.language === 'en' ? 'en' : 'fr';
  const t = LABELS[lang];
  const day = (d: Date): string => (lang === 'en' ? formatParisDay(d, 'en') : formatFrenchDate(d));
  const creditNote = doc.type === 'credit_note';
  pdf.registerFont(REGULAR, invoiceFonts().regular);
  pdf.registerFont(BOLD, invoiceFonts().bold);

  const left = 50;
  const right = pdf.page.width - 50;
  const width = right - left;

  // Seller (top left) and invoice title (top right).
  pdf
    .fillColor(INK)
    .font(BOLD)
    .fontSize(16)
    .text(doc.seller.name, left, 50, { width: width / 2 });
  pdf.font(REGULAR).fontSize(9).fillColor(MUTED);
  pdf.text(doc.seller.legalForm, { width: width / 2 });
  pdf.text(doc.seller.address, { width: width / 2 });
  pdf.text(`SIRET : ${doc.seller.siret}`, { width: width / 2 });
  pdf.text(`N° TVA intracommunautaire : ${doc.seller.vatNumber}`, { width: width / 2 });
  pdf.text(doc.seller.rcs, { width: width / 2 });
  pdf.text(doc.seller.email, { width: width / 2 });
  const sellerBottom = pdf.y;

  // An English document says what it is in French too (the legal name of the document).
  const title = creditNote ? t.creditNote : t.invoice;
  const frenchTitle = creditNote ? LABELS.fr.creditNote : LABELS.fr.invoice;
  pdf
    .font(BOLD)
    .fontSize(22)
    .fillColor(ACCENT)
    .text(title, left + width / 2, 50, { width: width / 2, align: 'right' });
  if (title !== frenchTitle)
    pdf
      .font(REGULAR)
      .fontSize(10)
      .fillColor(MUTED)
      .text(frenchTitle, { width: width / 2, align: 'right' });
  pdf.font(REGULAR).fontSize(10).fillColor(INK);
  pdf.text(`${t.number} ${doc.invoiceNumber}`, { width: width / 2, align: 'right' });
  pdf.text(`${creditNote ? t.creditNoteDate : t.invoiceDate} ${day(doc.issuedAt)}`, { width: width / 2, align: 'right' });
  if (!creditNote) pdf.text(`${t.saleDate} ${day(doc.paidAt)}`, { width: width / 2, align: 'right' });
  if (doc.creditedInvoice) {
    pdf.text(t.creditedInvoice(doc.creditedInvoice.number, day(doc.creditedInvoice.issuedAt)), { width: width / 2, align: 'right' });
  }
  pdf
    .fillColor(MUTED)
    .fontSize(9)
    .text(`${t.order} ${doc.orderReference}`, { width: width / 2, align: 'right' });

  // Buyer box.
  const boxTop = Math.max(sellerBottom, pdf.y) + 24;
  const boxX = left + width / 2;
  const boxWidth = width / 2;
  const buyerLines = [
    doc.buyer.company || t.client,
    doc.buyer.contact,
    doc.buyer.address,
    doc.buyer.siret ? `SIRET : ${doc.buyer.siret}` : null,
    doc.buyer.email,
  ].filter((l): l is string => Boolean(l));
  const boxHeight = 30 + buyerLines.length * 11.5;
  pdf.roundedRect(boxX, boxTop, boxWidth, boxHeight, 4).fillAndStroke('#f5f7fa', RULE);
  pdf
    .fillColor(MUTED)
    .font(BOLD)
    .fontSize(8)
    .text(t.billedTo, boxX + 12, boxTop + 10, { width: boxWidth - 24 });
  pdf
    .fillColor(INK)
    .font(BOLD)
    .fontSize(10)
    .text(buyerLines[0]!, { width: boxWidth - 24 });
  pdf.font(REGULAR).fontSize(9);
  for (const line of buyerLines.slice(1)) pdf.text(line, { width: boxWidth - 24 });

  // Lines table.
  let y = boxTop + boxHeight + 30;
  const cols = [
    { title: t.columns[0], x: left, w: 230, align: 'left' as const },
    { title: t.columns[1], x: left + 230, w: 40, align: 'right' as const },
    { title: t.columns[2], x: left + 270, w: 80, align: 'right' as const },
    { title: t.columns[3], x: left + 350, w: 50, align: 'right' as const },
    { title: t.columns[4], x: left + 400, w: width - 400, align: 'right' as const },
  ];
  pdf.rect(left, y, width, 22).fill(ACCENT);
  pdf.fillColor('#ffffff').font(BOLD).fontSize(9);
  for (const c of cols) pdf.text(c.title, c.x + 6, y + 7, { width: c.w - 12, align: c.align });
  y += 22;
  pdf.font(REGULAR).fontSize(9).fillColor(INK);
  for (const line of doc.lines) {
    const values = [
      line.label,
      String(line.quantity),
      formatEuros(line.unitAmount),
      writePercent(doc.vatRatePercent, lang),
      formatEuros(line.amount),
    ];
    const labelWidth = cols[0]!.w - 12;
    const labelHeight = pdf.heightOfString(line.label, { width: labelWidth });
    pdf.font(REGULAR).fontSize(8);
    const detailHeight = line.detail ? pdf.heightOfString(line.detail, { width: labelWidth }) + 2 : 0;
    pdf.fontSize(9);
    const height = Math.max(20, labelHeight + detailHeight + 12);
    cols.forEach((c, i) => pdf.text(values[i]!, c.x + 6, y + 6, { width: c.w - 12, align: c.align }));
    if (line.detail) {
      pdf
        .fontSize(8)
        .fillColor(MUTED)
        .text(line.detail, left + 6, y + 6 + labelHeight + 2, { width: labelWidth });
      pdf.fontSize(9).fillColor(INK);
    }
    y += height;
    pdf.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
  }

  // Totals.
  y += 14;
  const totalsX = left + width - 220;
  const totalRow = (label: string, value: string, bold = false) => {
    pdf
      .font(bold ? BOLD : REGULAR)
      .fontSize(bold ? 11 : 10)
      .fillColor(INK);
    pdf.text(label, totalsX, y, { width: 120 });
    pdf.text(value, totalsX + 120, y, { width: 100, align: 'right' });
    y += bold ? 20 : 16;
  };
  totalRow(t.totalExclVat, formatEuros(doc.totalExclVat));
  totalRow(`${t.vat} ${writePercent(doc.vatRatePercent, lang)}`, formatEuros(doc.vatAmount));
  pdf.moveTo(totalsX, y).lineTo(right, y).lineWidth(1).strokeColor(INK).stroke();
  y += 6;
  totalRow(t.totalInclVat, formatEuros(doc.totalInclVat), true);

  // Payment terms and legal mentions.
  y += 20;
  pdf.font(BOLD).fontSize(10).fillColor(INK).text(t.paymentTerms, left, y);
  pdf.font(REGULAR).fontSize(9).fillColor(INK);
  pdf.text((creditNote ? t.refunded : t.paid)(day(doc.paidAt), formatEuros(doc.totalInclVat)));
  pdf.moveDown(0.5);
  // The legal mentions, in French as the law asks; an English reader gets the translation below each.
  pdf.fillColor(MUTED).fontSize(8);
  const category = OPERATION_CATEGORY_TEXT[categoryOf(doc)];
  const mentions = [
    category,
    ...(doc.seller.vatOnDebits ? [LEGAL_NOTES.vatOnDebits] : []),
    LEGAL_NOTES.noDiscount,
    {
      fr: `${LEGAL_NOTES.latePenalties.fr} ${LEGAL_NOTES.recoveryCosts.fr}`,
      en: `${LEGAL_NOTES.latePenalties.en} ${LEGAL_NOTES.recoveryCosts.en}`,
    },
  ];
  for (const mention of mentions) {
    pdf.fillColor(MUTED).text(mention.fr);
    if (lang === 'en') pdf.fillColor(MUTED).fontSize(7.5).text(mention.en).fontSize(8);
  }

  // The footer sits in the bottom margin: lift the margin so pdfkit does not open a new page.
  pdf.page.margins.bottom = 0;
  const footerY = pdf.page.height - 60;
  pdf
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(
      `${doc.seller.name} · ${doc.seller.legalForm} · ${doc.seller.address} · SIRET ${doc.seller.siret} · TVA ${doc.seller.vatNumber} · ${doc.seller.rcs}`,
      left,
      footerY,
      { width, align: 'center' },
    );
  pdf.end();
  return done;
}
