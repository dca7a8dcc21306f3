import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const XSD = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'sepa',
  'pain.001.001.09.EPC132-08_2023_V1.0_SCT_C2PSP.xsd',
);

/** The schema errors of a pain.001.001.09 file against the EPC SEPA credit-transfer XSD (2023 rulebook): [] when valid. */
export async function sepaSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'payouts.xml', contents: xml },
    schema: { fileName: 'pain.xsd', contents: fs.readFileSync(XSD, 'utf8') },
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
