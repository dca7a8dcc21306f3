/**
 * Runs the official validators on invoices and credit notes made by the product (decision 132):
 * each sample of `apps/api/test/invoice-samples.ts` is rendered by the product's renderer (the
 * Factur-X PDF/A-3), its factur-x.xml extracted, then checked against
 *  - the Factur-X 1.09 EN 16931 XSD (xmllint, Debian libxml2-utils),
 *  - the Factur-X 1.09 EN 16931 schematron, the CEN EN 16931 CII rules 1.3.16 and the French
 *    reform's BR-FR rules (XSLT 2.0, Saxon-HE from Debian libsaxonhe-java).
 * Prints each validator's error count per document (failed asserts flagged fatal or error, or
 * unflagged) and the errors; exits 1 when any. Schematrons: STANDARDS_DIR (default
 * /work/shared/standards, see its SOURCES.md); not part of `npm test` (Java, ~30 s per schematron).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FacturX } from 'factur-x-kit';
import { renderInvoicePdf } from '../apps/api/src/modules/invoices/invoices.pdf.ts';
import { INVOICE_SAMPLES } from '../apps/api/test/invoice-samples.ts';

const STANDARDS = process.env.STANDARDS_DIR ?? '/work/shared/standards';
const SAXON = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';
const XSD = path.join(path.dirname(new URL(import.meta.url).pathname), '../apps/api/test/fixtures/factur-x/Factur-X_EN16931.xsd');
const SCHEMATRONS = {
  'Factur-X 1.09 EN16931': 'facturx/facturx-en16931/Factur-X_1.09_EN16931.xsl',
  'CEN EN16931 CII 1.3.16': 'en16931/xslt/EN16931-CII-validation.xslt',
  'French reform BR-FR (Flux 2)': 'facturx/cii-schematron-fr-ctc/BR-FR-Flux2-Schematron-CII.xslt',
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-invoices-'));
const xmlDir = path.join(dir, 'xml');
fs.mkdirSync(xmlDir);
for (const [name, doc] of Object.entries(INVOICE_SAMPLES)) {
  const pdf = await renderInvoicePdf(doc);
  const fx = await FacturX.fromPDF(new Uint8Array(pdf));
  const xml = fx.pdf?.extractEmbeddedXML()?.toString('utf8');
  if (!xml) throw new Error(`${name}: no factur-x.xml in the PDF`);
  fs.writeFileSync(path.join(xmlDir, `${name}.xml`), xml);
  fs.writeFileSync(path.join(dir, `${name}.pdf`), pdf);
}
const names = Object.keys(INVOICE_SAMPLES);
console.log(`${names.length} documents rendered in ${dir}: ${names.join(', ')}\n`);

let total = 0;
const report = (validator: string, perDoc: Record<string, string[]>) => {
  const count = Object.values(perDoc).reduce((s, e) => s + e.length, 0);
  total += count;
  console.log(`${validator}: ${count} error(s)`);
  for (const [doc, errors] of Object.entries(perDoc)) {
    console.log(`  ${doc}: ${errors.length}`);
    for (const e of errors) console.log(`    - ${e}`);
  }
};

// XSD: xmllint prints "<file> validates" or the schema errors.
const xsd: Record<string, string[]> = {};
for (const name of names) {
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, path.join(xmlDir, `${name}.xml`)], { stdio: 'pipe' });
    xsd[name] = [];
  } catch (err) {
    xsd[name] = String((err as { stderr?: Buffer }).stderr ?? err)
      .split('\n')
      .filter((l) => l && !l.endsWith('fails to validate'));
  }
}
report('Factur-X 1.09 EN16931 XSD', xsd);

const text = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
for (const [validator, file] of Object.entries(SCHEMATRONS)) {
  const out = path.join(dir, validator.replace(/\W+/g, '-'));
  fs.mkdirSync(out);
  // One Java run per schematron over the directory (compiling the XSLT once).
  execFileSync('java', ['-cp', SAXON, 'net.sf.saxon.Transform', `-s:${xmlDir}`, `-xsl:${path.join(STANDARDS, file)}`, `-o:${out}`], {
    stdio: 'pipe',
  });
  const perDoc: Record<string, string[]> = {};
  for (const name of names) {
    const svrl = fs.readFileSync(path.join(out, `${name}.xml`), 'utf8');
    perDoc[name] = [...svrl.matchAll(/<svrl:failed-assert([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)]
      .filter((m) => !/flag="(warning|information)"/.test(m[1]!))
      .map((m) => `${/id="([^"]*)"/.exec(m[1]!)?.[1] ?? ''} ${text(m[2]!)}`.trim());
  }
  report(validator, perDoc);
}
console.log(`\ntotal: ${total} error(s)`);
process.exitCode = total ? 1 : 0;
