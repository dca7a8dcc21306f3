import type { DataExport } from '@app/contracts/privacy';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { renderDataPdf } from './privacy.pdf.ts';

/** A file of the person's, read from storage, at its path inside the zip. */
export interface ExportZipFile {
  path: string;
  bytes: Uint8Array;
}

export interface ExportZipInput {
  data: DataExport;
  files: ExportZipFile[];
  /** The "read me" text, in the person's language. */
  readme: { name: string; text: string };
}

/** Already compressed formats are stored as they are: deflating them again costs time for nothing. */
const STORED = /\.(pdf|png|jpe?g|gif|webp|zip|docx?|odt)$/i;

/**
 * The zip download of a person's data (decision 133): the data as JSON, the same as a readable PDF
 * (decision 093), a "read me" and the person's files (CV, photo, logos, invoices). Made in a worker
 * thread of the pool (decision 115): the PDF and the compression cost time that grows with the data.
 */
export async function renderDataZip({ data, files, readme }: ExportZipInput): Promise<Uint8Array> {
  const mtime = new Date(data.generatedAt);
  const entries: Zippable = {
    [readme.name]: [strToU8(readme.text), { level: 6 }],
    'donnees.json': [strToU8(JSON.stringify(data, null, 2)), { level: 6 }],
    'donnees.pdf': [new Uint8Array(await renderDataPdf(data)), { level: 0 }],
  };
  for (const file of files) entries[file.path] = [file.bytes, { level: STORED.test(file.path) ? 0 : 6 }];
  return zipSync(entries, { mtime });
}
