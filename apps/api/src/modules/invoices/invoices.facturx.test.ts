import { FacturX, type ComfortProfile } from 'factur-x-kit';
import { describe, expect, it } from 'vitest';
import { facturXSchemaErrors } from '../../../test/facturx-xsd.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { INVOICE_SAMPLES } from '../../../test/invoice-samples.ts';
import { XMP_PACKET_ID, facturXData, facturXXml, sirenOf, splitFrenchAddress, twoDecimalRates } from './invoices.facturx.ts';
import { billingMode, operationCategory } from './invoices.rules.ts';
import { renderInvoicePdf, type InvoiceDocument } from './invoices.pdf.ts';
import { loadSellerIdentity } from './invoices.seller.ts';

const doc = (over: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
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
    { label: 'Affiche supplémentaire', quantity: 3, unitAmount: 1500, amount: 4500 },
    { label: 'Abonnement Pro (1 mois)', quantity: 1, unitAmount: 4999, amount: 4999 },
  ],
  totalExclVat: 9499,
  vatAmount: 1900,
  totalInclVat: 11399,
  vatRatePercent: 20,
  ...over,
});

/** The embedded factur-x.xml of a PDF as attached, checked against the EN 16931 XSD and read back by the library, checked against its EN 16931 rules. */
async function readBack(pdf: Buffer): Promise<{ xml: string; data: ComfortProfile }> {
  const fx = await FacturX.fromPDF(new Uint8Array(pdf));
  const attached = fx.pdf?.extractEmbeddedXML()?.toString('utf8');
  expect(attached).toMatch(/^<\?xml/);
  expect(await facturXSchemaErrors(attached!)).toEqual([]);
  const result = fx.validate();
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  return { xml: attached!, data: fx.object as ComfortProfile };
}

const tag = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<ram:${name}(?: [^>]*)?>([^<]*)</ram:${name}>`, 'g'))].map((m) => m[1]!);

describe('Factur-X invoice PDF (decision 091)', () => {
  it('embeds the EN 16931 factur-x.xml with the invoice number, identifiers, lines and totals of the invoice', async () => {
    const invoice = doc();
    const pdf = await renderInvoicePdf(invoice);
    const { xml, data } = await readBack(pdf);

    expect(tag(xml, 'ID')).toContain('urn:cen.eu:en16931:2017');
    expect(data.profile).toBe('urn:cen.eu:en16931:2017');
    expect(data.document.id).toBe('FA-2026-000042');
    expect(data.document.currency).toBe('EUR');
    // 24 November 23:30 UTC is 25 November in Paris.
    expect(xml).toContain('<udt:DateTimeString format="102">20261125</udt:DateTimeString>');

    // Seller: SIRET (0009), SIREN (0002), VAT number; buyer: SIREN from its SIRET, VAT number.
    expect(xml).toContain('<ram:GlobalID schemeID="0009">91234567500017</ram:GlobalID>');
    expect(data.seller.specifiedLegalOrganization?.id).toEqual({ id: '912345675', scheme: '0002' });
    expect(data.seller.taxIdentification).toEqual({ vatId: 'FR65912345675' });
    expect(data.seller.postalAddress).toMatchObject({ postcode: '75002', city: 'Paris', country: 'FR' });
    expect(data.buyer.name).toBe('Boulangerie Martin');
    expect(data.buyer.specifiedLegalOrganization?.id).toEqual({ id: '802954785', scheme: '0002' });
    expect(data.buyer.taxIdentification).toEqual({ vatId: 'FR40802954785' });
    expect(data.buyer.postalAddress).toMatchObject({ postcode: '69003', city: 'Lyon', country: 'FR', addressLineOne: '3 Rue des Lilas' });

    // Lines: quantity, unit price excl. VAT, 20 % VAT, line total.
    expect(
      data.invoiceLines?.map((l) => [
        l.productDescription.name,
        l.delivery.itemQuantity.quantity,
        l.productPriceAgreement.productNetPricing.netPricePerItem,
        l.settlement.tax.rateApplicablePercent,
        l.settlement.lineTotals.netTotal,
      ]),
    ).toEqual([
      ['Affiche supplémentaire', 3, 15, 20, 45],
      ['Abonnement Pro (1 mois)', 1, 49.99, 20, 49.99],
    ]);
    // VAT breakdown and totals, in euros, equal to the invoice's; paid: nothing due.
    expect(data.totals.taxBreakdown).toEqual([
      expect.objectContaining({ categoryCode: 'S', rateApplicablePercent: 20, basisAmount: 94.99, calculatedAmount: 19 }),
    ]);
    expect(data.totals).toMatchObject({
      sumWithoutAllowancesAndCharges: 94.99,
      netTotal: 94.99,
      grossTotal: 113.99,
      prepaidAmount: 113.99,
      openAmount: 0,
    });
    expect(tag(xml, 'TaxTotalAmount')).toEqual(['19.00']);
    expect(tag(xml, 'GrandTotalAmount')).toEqual(['113.99']);
    expect(tag(xml, 'DuePayableAmount')).toEqual(['0.00']);
    expect(tag(xml, 'TypeCode')).toContain('48');
  });

  it('is a PDF/A-3 whose XMP declares the Factur-X EN 16931 conformance level, with every font embedded', async () => {
    const pdf = await renderInvoicePdf(doc());
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    // One XMP packet (pdfkit's is dropped), the PDF/A-3 and Factur-X one.
    expect(raw.match(/<x:xmpmeta/g)).toHaveLength(1);
    expect(raw).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(raw).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(raw).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(raw).toMatch(/<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/);
    expect(raw).toContain('urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#');
    expect(raw).toMatch(/\/AFRelationship \/Alternative/);
    expect(raw).toMatch(/\/Type \/EmbeddedFile/);
    expect(raw).toMatch(/\/OutputIntents/);
    expect(raw).toMatch(/\/S \/GTS_PDFA1/);
    // No standard (non-embedded) font: each font has its file.
    const baseFonts = [...raw.matchAll(/\/BaseFont \/([^\s/>]+)/g)].map((m) => m[1]!);
    expect(baseFonts.length).toBeGreaterThan(0);
    expect(baseFonts.every((f) => /^[A-Z]{6}\+DejaVuSans/.test(f))).toBe(true);
    expect((raw.match(/\/FontFile2/g) ?? []).length).toBeGreaterThan(0);
    // The visible invoice is unchanged.
    const text = pdfText(pdf).replace(/\n/g, ' ');
    for (const expected of [
      'FACTURE',
      'N° FA-2026-000042',
      'SIRET : 91234567500017',
      'Affiche supplémentaire',
      '113,99 €',
      'Date de facture : 25/11/2026',
    ])
      expect(text).toContain(expected);
  });

  it('leaves out what is not known: no buyer SIRET, VAT number nor address', async () => {
    const invoice = doc({ buyer: { company: '', contact: null, address: null, siret: null, email: null } });
    const { xml, data } = await readBack(await renderInvoicePdf(invoice));
    expect(data.buyer.name).toBe('Client');
    expect(data.buyer.specifiedLegalOrganization).toBeUndefined();
    expect(data.buyer.taxIdentification).toBeUndefined();
    expect(data.buyer.postalAddress).toEqual({ country: 'FR' });
    expect(tag(xml, 'GlobalID')).toEqual(['91234567500017']);
  });

  it('refuses data that breaks an EN 16931 rule rather than issuing a wrong e-invoice', async () => {
    await expect(facturXXml(doc({ vatAmount: 1899, totalInclVat: 11398 }))).rejects.toThrow(/BR-CO-17/);
    await expect(facturXXml(doc({ totalExclVat: 9500, totalInclVat: 11400 }))).rejects.toThrow(/BR-CO-13/);
    await expect(facturXXml(doc({ totalInclVat: 11400 }))).rejects.toThrow(/BR-CO-15/);
  });

  it('the schema check catches an XML that breaks the EN 16931 XSD', async () => {
    const xml = await facturXXml(doc());
    expect(await facturXSchemaErrors(xml)).toEqual([]);
    expect((await facturXSchemaErrors(xml.replace('<ram:TypeCode>380</ram:TypeCode>', ''))).join(' ')).toMatch(/TypeCode/);
  });

  it('keeps the XMP well-formed whatever the seller is called', async () => {
    const pdf = await renderInvoicePdf(doc({ seller: { ...loadSellerIdentity({}), name: 'Dupont & Fils <Conseil>' } }));
    const xmp = /<x:xmpmeta[\s\S]*<\/x:xmpmeta>/.exec(pdf.toString('utf8'))![0];
    expect(xmp).toContain('<rdf:li>Dupont &amp; Fils &lt;Conseil&gt;</rdf:li>');
    expect(xmp).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    const { data } = await readBack(pdf);
    expect(data.seller.name).toBe('Dupont & Fils <Conseil>');
  });

  it('reads French addresses and SIRENs', () => {
    expect(splitFrenchAddress('12 rue de la Paix, 75002 Paris, France')).toEqual({
      addressLineOne: '12 rue de la Paix',
      postcode: '75002',
      city: 'Paris',
      country: 'FR',
    });
    expect(splitFrenchAddress('Lyon')).toEqual({ addressLineOne: 'Lyon', country: 'FR' });
    expect(sirenOf('912 345 675 00017')).toBe('912345675');
    expect(sirenOf('123')).toBeNull();
    expect(facturXData(doc()).invoiceLines).toHaveLength(2);
  });
});

describe('French e-invoicing reform rules (BR-FR, decision 132)', () => {
  const note = (xml: string, subject: string): string | undefined =>
    new RegExp(`<ram:IncludedNote>\\s*<ram:Content>([^<]*)</ram:Content>\\s*<ram:SubjectCode>${subject}</ram:SubjectCode>`).exec(xml)?.[1];

  it.each(Object.keys(INVOICE_SAMPLES))(
    '%s: the embedded factur-x.xml passes the Factur-X 1.09 XSD and the EN 16931 rules',
    async (name) => {
      const { xml } = await readBack(await renderInvoicePdf(INVOICE_SAMPLES[name]!));
      expect(xml).toContain(`<ram:ID>${INVOICE_SAMPLES[name]!.invoiceNumber}</ram:ID>`);
    },
  );

  it('codes the legal notes (PMT, PMD, AAB), the billing mode, the VAT point, the due date and 2-decimal rates', async () => {
    const xml = await facturXXml(INVOICE_SAMPLES['invoice-services']!);
    expect(note(xml, 'PMT')).toMatch(/frais de recouvrement.*40 €/);
    expect(note(xml, 'PMD')).toMatch(/pénalités.*Banque centrale européenne/);
    expect(note(xml, 'AAB')).toBe('Pas d&apos;escompte pour paiement anticipé.');
    expect(note(xml, 'REG')).toMatch(/RCS Paris/);
    // BT-23: services already paid.
    expect(xml).toMatch(/<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>S2<\/ram:ID>/);
    expect(tag(xml, 'RateApplicablePercent')).toEqual(['20.00', '20.00']);
    expect(xml).not.toContain('20.0000');
    // BT-8: services without the option for VAT on debits: due on payment (72).
    expect(tag(xml, 'DueDateTypeCode')).toEqual(['72']);
    // BT-9: the day it was paid (25 November in Paris).
    expect(xml).toMatch(/<ram:DueDateDateTime>\s*<udt:DateTimeString format="102">20261125<\/udt:DateTimeString>/);
  });

  it('says goods, services or both in the billing mode, and the option for VAT on debits', async () => {
    const mixed = INVOICE_SAMPLES['invoice-goods-and-services-en']!;
    expect(operationCategory(mixed.lines)).toBe('mixed');
    const xml = await facturXXml(mixed);
    expect(xml).toMatch(/<ram:ID>M2<\/ram:ID>/);
    expect(tag(xml, 'DueDateTypeCode')).toEqual(['5']);
    expect(billingMode({ lines: [{ nature: 'goods' }], seller: {} })).toBe('B2');
    expect(billingMode({ lines: [{}], seller: {} })).toBe('S2');
    expect(twoDecimalRates('<ram:RateApplicablePercent>5.5000</ram:RateApplicablePercent>')).toBe(
      '<ram:RateApplicablePercent>5.50</ram:RateApplicablePercent>',
    );
  });

  it('a credit note is type 381 and names the invoice it corrects (BT-25, BT-26)', async () => {
    const { xml } = await readBack(await renderInvoicePdf(INVOICE_SAMPLES['credit-note-whole']!));
    expect(tag(xml, 'TypeCode')).toContain('381');
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>FA-2026-000042<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261125</,
    );
    const text = pdfText(await renderInvoicePdf(INVOICE_SAMPLES['credit-note-whole']!)).replace(/\s+/g, ' ');
    for (const expected of [
      'AVOIR',
      'N° AV-2026-000001',
      'Avoir sur la facture FA-2026-000042 du 25/11/2026',
      'Remboursé par carte le 27/11/2026',
    ])
      expect(text).toContain(expected);
  });

  it('writes the fixed XMP packet id, not the invoice number', async () => {
    const raw = (await renderInvoicePdf(INVOICE_SAMPLES['invoice-services']!)).toString('utf8');
    expect(raw).toContain(`<?xpacket begin="\uFEFF" id="${XMP_PACKET_ID}"?>`);
    expect(raw).not.toMatch(/<\?xpacket begin="[^"]*" id="FA-/);
  });

  it('an English buyer reads English labels, with the legal mentions in French and their translation', async () => {
    const text = pdfText(await renderInvoicePdf(INVOICE_SAMPLES['invoice-goods-and-services-en']!)).replace(/\s+/g, ' ');
    for (const expected of [
      'INVOICE',
      'FACTURE',
      'Invoice date: 25 November 2026',
      'Total incl. VAT',
      'Paid by card on 25 November 2026',
      'Catégorie de l’opération : livraison de biens et prestation de services',
      'Category of operation: goods and services',
      "Option pour le paiement de la taxe d'après les débits.",
      "Pas d'escompte pour paiement anticipé.",
      'No discount for early payment.',
      'Indemnité forfaitaire pour frais de recouvrement',
      'SIRET : 91234567500017',
    ])
      expect(text, expected).toContain(expected);
    const french = pdfText(await renderInvoicePdf(INVOICE_SAMPLES['invoice-services']!));
    expect(french).not.toContain('No discount');
    expect(french.replace(/\n/g, ' ')).toContain('Catégorie de l’opération : prestation de services');
  });
});

describe('the percentage of VAT as each language writes it (issue 29: "20 %" in English)', () => {
  it('writes "20%" on an English invoice and "20 %" (no-break space) on a French one', async () => {
    const plain = (pdf: Buffer) => pdfText(pdf).replace(/\u00a0/g, ' ');
    const english = plain(await renderInvoicePdf(doc({ language: 'en' })));
    expect(english).toContain('20%');
    expect(english).not.toContain('20 %');
    expect(plain(await renderInvoicePdf(doc({ language: 'fr' })))).toContain('20 %');
  });
});
