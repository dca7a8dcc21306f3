import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'factur-x');
const MAIN = 'Factur-X_EN16931.xsd';
const file = (fileName: string) => ({ fileName, contents: fs.readFileSync(path.join(dir, fileName), 'utf8') });

/** The schema errors of a factur-x.xml against the Factur-X 1.09 EN 16931 XSD (libxml2 in WebAssembly): [] when valid. */
export async function facturXSchemaErrors(xml: string): Promise<string[]> {
  const imports = fs.readdirSync(dir).filter((f) => f.endsWith('.xsd') && f !== MAIN);
  const result = await validateXML({ xml: { fileName: 'factur-x.xml', contents: xml }, schema: file(MAIN), preload: imports.map(file) });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
