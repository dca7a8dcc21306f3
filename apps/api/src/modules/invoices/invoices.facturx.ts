import {
  COUNTRY_ID_CODES,
  CURRENCY_CODES,
  DOCUMENT_TYPE_CODES,
  EAS_SCHEME_CODES,
  FacturX,
  ISO6523_CODES,
  PAYMENT_MEANS_CODES,
  PROFILES,
  SUBJECT_CODES,
  TAX_CATEGORY_CODES,
  TAX_TYPE_CODE,
  UNIT_CODES,
  type ComfortProfile,
} from 'factur-x-kit';
import { PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { formatFrenchDate, parisDateParts } from '../../lib/time-zone.ts';
import type { InvoiceDocument } from './invoices.pdf.ts';
import { LEGAL_NOTES, billingMode, vatPointCode } from './invoices.rules.ts';

/**
 * Factur-X (French e-invoicing reform, issue 16 item 2, decision 091): the EN 16931 ("COMFORT")
 * Cross Industry Invoice of an invoice, and the invoice PDF made a PDF/A-3 with that XML attached
 * as factur-x.xml. factur-x-kit builds the XML from the object below, checks the EN 16931
 * business rules (totals, VAT breakdown, identifiers) before it writes anything, embeds the XML
 * (AFRelationship Alternative) and writes the PDF/A-3 and Factur-X XMP metadata and the sRGB
 * output intent. The PDF given must embed its fonts (invoices.pdf.ts uses DejaVu Sans).
 */

const euros = (cents: number): number => cents / 100;

type Address = ComfortProfile['seller']['postalAddress'];

/** "12 rue de la Paix, 75002 Paris, France" -> line, postcode, city, country (France by default). */
export function splitFrenchAddress(address: string | null): Address {
  const text = (address ?? '').trim();
  const m = /^(.*?)[,\s]*\b(\d{5})\s+([^,]+?)\s*(?:,\s*(France))?\s*$/i.exec(text);
  if (!m) return { country: COUNTRY_ID_CODES.FRANCE, ...(text ? { addressLineOne: text } : {}) };
  return {
    country: COUNTRY_ID_CODES.FRANCE,
    postcode: m[2]!,
    city: m[3]!,
    ...(m[1] ? { addressLineOne: m[1] } : {}),
  };
}

/** The SIREN (9 digits) of a SIRET (14 digits), or null. */
export const sirenOf = (siret: string | null | undefined): string | null => {
  const digits = (siret ?? '').replace(/\s/g, '');
  return /^\d{14}$/.test(digits) ? digits.slice(0, 9) : /^\d{9}$/.test(digits) ? digits : null;
};

/** The EN 16931 data of an invoice, amounts in euros as the XML carries them. */
export function facturXData(doc: InvoiceDocument): ComfortProfile {
  const rate = doc.vatRatePercent;
  const seller = doc.seller;
  const sellerSiren = sirenOf(seller.siret);
  const buyerSiret = doc.buyer.siret?.replace(/\s/g, '') || null;
  const buyerSiren = sirenOf(buyerSiret);
  const buyerVat = doc.buyer.vatNumber?.replace(/\s/g, '') || null;
  const creditNote = doc.type === 'credit_note';
  const vatPoint = vatPointCode(doc);
  const vat = {
    typeCode: TAX_TYPE_CODE.VALUE_ADDED_TAX_VAT,
    categoryCode: TAX_CATEGORY_CODES.STANDARD_RATE,
    rateApplicablePercent: rate,
  } as const;

  return {
    profile: PROFILES.COMFORT,
    // BT-23, the French reform's billing mode: category of operation (B goods, S services, M both), already paid (2).
    businessProcessType: billingMode(doc),
    document: {
      id: doc.invoiceNumber,
      type: creditNote ? DOCUMENT_TYPE_CODES.CREDIT_NOTE : DOCUMENT_TYPE_CODES.COMMERCIAL_INVOICE,
      dateOfIssue: parisDateParts(doc.issuedAt),
      currency: CURRENCY_CODES.Euro,
      // BT-21/22: the legal mentions coded as the reform asks (BR-FR-05): recovery costs (PMT),
      // late penalties (PMD), discount (AAB); the seller's registration as a regulatory note.
      notes: [
        { content: `${seller.name}, ${seller.legalForm}, ${seller.rcs}`, subject: SUBJECT_CODES.REGULATORY_INFORMATION },
        { content: LEGAL_NOTES.recoveryCosts.fr, subject: SUBJECT_CODES.PAYMENT_INFORMATION },
        { content: LEGAL_NOTES.latePenalties.fr, subject: SUBJECT_CODES.PAYMENT_DETAIL_OR_REMITTANCE_INFORMATION },
        { content: LEGAL_NOTES.noDiscount.fr, subject: SUBJECT_CODES.PAYMENT_TERM },
      ],
    },
    seller: {
      name: seller.name,
      ...(/^\d{14}$/.test(seller.siret) ? { globalId: [{ id: seller.siret, scheme: ISO6523_CODES.SIRET_CODE }] } : {}),
      ...(sellerSiren
        ? {
            specifiedLegalOrganization: {
              id: { id: sellerSiren, scheme: ISO6523_CODES.System_Information_et_Repertoire_des_Entreprise_et_des_Etablissements_SIRENE },
            },
          }
        : {}),
      otherLegalInformation: `${seller.legalForm}, ${seller.rcs}`,
      postalAddress: splitFrenchAddress(seller.address),
      universalCommunicationAddressURI: { id: seller.email, scheme: EAS_SCHEME_CODES.Electronic_mail_SMPT },
      taxIdentification: { vatId: seller.vatNumber },
    },
    buyer: {
      name: doc.buyer.company || doc.buyer.contact || 'Client',
      ...(buyerSiret && /^\d{14}$/.test(buyerSiret) ? { globalId: { id: buyerSiret, scheme: ISO6523_CODES.SIRET_CODE } } : {}),
      ...(buyerSiren
        ? {
            specifiedLegalOrganization: {
              id: { id: buyerSiren, scheme: ISO6523_CODES.System_Information_et_Repertoire_des_Entreprise_et_des_Etablissements_SIRENE },
            },
          }
        : {}),
      postalAddress: splitFrenchAddress(doc.buyer.address),
      ...(doc.buyer.email
        ? { universalCommunicationAddressURI: { id: doc.buyer.email, scheme: EAS_SCHEME_CODES.Electronic_mail_SMPT } }
        : {}),
      ...(buyerVat ? { taxIdentification: { vatId: buyerVat } } : {}),
    },
    referencedDocuments: {
      orderReference: { documentId: doc.orderReference },
      // BT-25/26: the invoice a credit note corrects.
      ...(doc.creditedInvoice
        ? { referencedInvoice: [{ documentId: doc.creditedInvoice.number, issueDate: parisDateParts(doc.creditedInvoice.issuedAt) }] }
        : {}),
    },
    delivery: { deliveryDate: parisDateParts(doc.paidAt) },
    paymentInformation: {
      paymentMeans: [{ paymentType: PAYMENT_MEANS_CODES.Bank_card, description: 'Carte bancaire' }],
      paymentTerms: {
        // BT-9: the day it was paid (refunded), as the reform asks of an already-paid document (BR-FR-CO-09).
        dueDate: parisDateParts(doc.paidAt),
        description: creditNote
          ? `Remboursée par carte le ${formatFrenchDate(doc.paidAt)}`
          : `Payée par carte le ${formatFrenchDate(doc.paidAt)}`,
      },
    },
    invoiceLines: doc.lines.map((line, i) => ({
      generalLineData: { lineId: String(i + 1) },
      productDescription: { name: line.label },
      productPriceAgreement: { productNetPricing: { netPricePerItem: euros(line.unitAmount) } },
      delivery: { itemQuantity: { quantity: line.quantity, unit: UNIT_CODES.ONE } },
      settlement: { tax: vat, lineTotals: { netTotal: euros(line.amount) } },
    })),
    totals: {
      sumWithoutAllowancesAndCharges: euros(doc.lines.reduce((s, l) => s + l.amount, 0)),
      netTotal: euros(doc.totalExclVat),
      // BT-8: when the VAT is due (the option for VAT on debits, else payment or delivery).
      taxBreakdown: [{ ...vat, basisAmount: euros(doc.totalExclVat), calculatedAmount: euros(doc.vatAmount), dueDateTypeCode: vatPoint }],
      taxTotal: [{ amount: euros(doc.vatAmount), currency: CURRENCY_CODES.Euro }],
      grossTotal: euros(doc.totalInclVat),
      // Paid by card at the order (a credit note: refunded by card): nothing is left to pay.
      prepaidAmount: euros(doc.totalInclVat),
      openAmount: 0,
    },
  };
}

/**
 * factur-x-kit 0.3.1 writes every percentage with 4 decimals (`20.0000`); the French reform accepts
 * at most 2 (BR-FR-DEC-04) and a listed rate (BR-FR-16): rates are rewritten `20.00`.
 */
export const twoDecimalRates = (xml: string): string =>
  xml.replace(
    /<ram:RateApplicablePercent>(-?\d+(?:\.\d+)?)<\/ram:RateApplicablePercent>/g,
    (_m, v: string) => `<ram:RateApplicablePercent>${Number(v).toFixed(2)}</ram:RateApplicablePercent>`,
  );

/** The library's document, checked against its EN 16931 rules, writing the rates as the reform asks. */
async function facturX(doc: InvoiceDocument): Promise<FacturX> {
  const fx = await FacturX.fromObject(facturXData(doc));
  assertValid(fx);
  // getPDF embeds what getXML answers: one place for the rewrite, the XML and the PDF agree.
  const write = fx.getXML.bind(fx);
  fx.getXML = async () => twoDecimalRates(await write());
  return fx;
}

/** The factur-x.xml of an invoice; throws when the data breaks an EN 16931 rule. */
export async function facturXXml(doc: InvoiceDocument): Promise<string> {
  return (await facturX(doc)).getXML();
}

function assertValid(fx: FacturX): void {
  const result = fx.validate();
  if (!result.valid) {
    throw new Error(`Factur-X: invalid invoice data: ${(result.errors ?? []).map((e) => `${e.path.join('.')}: ${e.message}`).join('; ')}`);
  }
}

/** The invoice PDF (fonts embedded) made a Factur-X EN 16931 PDF/A-3 with its factur-x.xml. */
export async function toFacturXPdf(pdf: Buffer, doc: InvoiceDocument): Promise<Buffer> {
  const fx = await facturX(doc);
  const pdfDoc = await PDFDocument.load(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), { updateMetadata: false });
  // pdfkit's own XMP packet (no PDF/A identification): dropped, the library writes the document's.
  const pdfkitXmp = pdfDoc.catalog.get(PDFName.of('Metadata'));
  if (pdfkitXmp instanceof PDFRef) pdfDoc.context.delete(pdfkitXmp);
  pdfDoc.catalog.delete(PDFName.of('Metadata'));
  const bytes = await fx.getPDF({ pdfLibDocument: pdfDoc });
  return Buffer.from(await fixXmp(bytes, doc.seller.name));
}

const xmlEscape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The XMP packet header's id is fixed by the XMP specification (ISO 16684-1), whatever the document. */
export const XMP_PACKET_ID = 'W5M0MpCehiHzreSzNTczkc9d';

/**
 * Two defects of factur-x-kit 0.3.1's XMP packet, rewritten in the metadata stream: the packet
 * header carries the invoice number as its `id` (and an empty `begin`) where XMP fixes
 * `begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"` (a PDF/A warning on every invoice), and the
 * seller's name goes into dc:creator and dc:title without XML escaping (a name such as
 * "Dupont & Fils" would make the XMP ill-formed). The Info dictionary keeps its values.
 */
async function fixXmp(bytes: Uint8Array, name: string): Promise<Uint8Array> {
  const pdfDoc = await PDFDocument.load(bytes, { updateMetadata: false });
  const ref = pdfDoc.catalog.get(PDFName.of('Metadata'));
  const stream = ref instanceof PDFRef ? pdfDoc.context.lookup(ref) : undefined;
  if (!(ref instanceof PDFRef) || !(stream instanceof PDFRawStream)) return bytes;
  let xmp = new TextDecoder()
    .decode(stream.contents)
    .replace(/<\?xpacket begin="[^"]*" id="[^"]*"\?>/, `<?xpacket begin="\uFEFF" id="${XMP_PACKET_ID}"?>`);
  if (/[&<>]/.test(name)) xmp = xmp.split(name).join(xmlEscape(name));
  pdfDoc.context.assign(ref, pdfDoc.context.stream(new TextEncoder().encode(xmp), { Type: 'Metadata', Subtype: 'XML' }));
  return pdfDoc.save({ useObjectStreams: false, updateFieldAppearances: false });
}
