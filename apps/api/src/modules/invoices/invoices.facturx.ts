import {
  COUNTRY_ID_CODES,
  CURRENCY_CODES,
  DOCUMENT_TYPE_CODES,
  EAS_SCHEME_CODES,
  FacturX,
  ISO6523_CODES,
  PAYMENT_MEANS_CODES,
  PROFILES,
  TAX_CATEGORY_CODES,
  TAX_TYPE_CODE,
  UNIT_CODES,
  type ComfortProfile,
} from 'factur-x-kit';
import { PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { formatFrenchDate, parisDateParts } from '../../lib/time-zone.ts';
import type { InvoiceDocument } from './invoices.pdf.ts';

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
  const vat = { typeCode: TAX_TYPE_CODE.VALUE_ADDED_TAX_VAT, categoryCode: TAX_CATEGORY_CODES.STANDARD_RATE, rateApplicablePercent: rate } as const;

  return {
    profile: PROFILES.COMFORT,
    document: {
      id: doc.invoiceNumber,
      type: DOCUMENT_TYPE_CODES.COMMERCIAL_INVOICE,
      dateOfIssue: parisDateParts(doc.issuedAt),
      currency: CURRENCY_CODES.Euro,
      notes: [{ content: `${seller.name}, ${seller.legalForm}, ${seller.rcs}` }],
    },
    seller: {
      name: seller.name,
      ...(/^\d{14}$/.test(seller.siret) ? { globalId: [{ id: seller.siret, scheme: ISO6523_CODES.SIRET_CODE }] } : {}),
      ...(sellerSiren
        ? { specifiedLegalOrganization: { id: { id: sellerSiren, scheme: ISO6523_CODES.System_Information_et_Repertoire_des_Entreprise_et_des_Etablissements_SIRENE } } }
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
        ? { specifiedLegalOrganization: { id: { id: buyerSiren, scheme: ISO6523_CODES.System_Information_et_Repertoire_des_Entreprise_et_des_Etablissements_SIRENE } } }
        : {}),
      postalAddress: splitFrenchAddress(doc.buyer.address),
      ...(doc.buyer.email ? { universalCommunicationAddressURI: { id: doc.buyer.email, scheme: EAS_SCHEME_CODES.Electronic_mail_SMPT } } : {}),
      ...(buyerVat ? { taxIdentification: { vatId: buyerVat } } : {}),
    },
    referencedDocuments: { orderReference: { documentId: doc.orderReference } },
    delivery: { deliveryDate: parisDateParts(doc.paidAt) },
    paymentInformation: {
      paymentMeans: [{ paymentType: PAYMENT_MEANS_CODES.Bank_card, description: 'Carte bancaire' }],
      paymentTerms: { description: `Payée par carte le ${formatFrenchDate(doc.paidAt)}` },
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
      taxBreakdown: [{ ...vat, basisAmount: euros(doc.totalExclVat), calculatedAmount: euros(doc.vatAmount) }],
      taxTotal: [{ amount: euros(doc.vatAmount), currency: CURRENCY_CODES.Euro }],
      grossTotal: euros(doc.totalInclVat),
      // Paid by card at the order: nothing is left to pay.
      prepaidAmount: euros(doc.totalInclVat),
      openAmount: 0,
    },
  };
}

/** The factur-x.xml of an invoice; throws when the data breaks an EN 16931 rule. */
export async function facturXXml(doc: InvoiceDocument): Promise<string> {
  const fx = await FacturX.fromObject(facturXData(doc));
  assertValid(fx);
  return fx.getXML();
}

function assertValid(fx: FacturX): void {
  const result = fx.validate();
  if (!result.valid) {
    throw new Error(`Factur-X: invalid invoice data: ${(result.errors ?? []).map((e) => `${e.path.join('.')}: ${e.message}`).join('; ')}`);
  }
}

/** The invoice PDF (fonts embedded) made a Factur-X EN 16931 PDF/A-3 with its factur-x.xml. */
export async function toFacturXPdf(pdf: Buffer, doc: InvoiceDocument): Promise<Buffer> {
  const fx = await FacturX.fromObject(facturXData(doc));
  assertValid(fx);
  const pdfDoc = await PDFDocument.load(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), { updateMetadata: false });
  // pdfkit's own XMP packet (no PDF/A identification): dropped, the library writes the document's.
  const pdfkitXmp = pdfDoc.catalog.get(PDFName.of('Metadata'));
  if (pdfkitXmp instanceof PDFRef) pdfDoc.context.delete(pdfkitXmp);
  pdfDoc.catalog.delete(PDFName.of('Metadata'));
  const bytes = await fx.getPDF({ pdfLibDocument: pdfDoc });
  return Buffer.from(/[&<>]/.test(doc.seller.name) ? await escapeXmpNames(bytes, doc.seller.name) : bytes);
}

const xmlEscape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * factur-x-kit 0.3.1 writes the seller's name into the XMP metadata (dc:creator, dc:title)
 * without escaping it: a name such as "Dupont & Fils" would make the XMP ill-formed, and the
 * PDF/A with it. Rewrites the metadata stream with the name escaped (the Info dictionary keeps
 * its values, so both still agree).
 */
async function escapeXmpNames(bytes: Uint8Array, name: string): Promise<Uint8Array> {
  const pdfDoc = await PDFDocument.load(bytes, { updateMetadata: false });
  const ref = pdfDoc.catalog.get(PDFName.of('Metadata'));
  const stream = ref instanceof PDFRef ? pdfDoc.context.lookup(ref) : undefined;
  if (!(ref instanceof PDFRef) || !(stream instanceof PDFRawStream)) return bytes;
  const xmp = new TextDecoder().decode(stream.contents).split(name).join(xmlEscape(name));
  pdfDoc.context.assign(ref, pdfDoc.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' }));
  return pdfDoc.save({ useObjectStreams: false, updateFieldAppearances: false });
}
