import PDFDocument from 'pdfkit';

/**
 * A new PDF document and the promise of its bytes, settled when the caller ends it: the one place
 * where pdfkit's stream is gathered into a Buffer.
 */
export function newPdf(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The standard PDF fonts speak WinAnsi: narrow and plain no-break spaces become spaces. */
export const pdfText = (s: string): string => s.replace(/[\u202f\u00a0]/g, ' ');

/** 12345 -> "123,45 €", printable with the standard fonts. */
export const formatEuros = (cents: number): string =>
  pdfText(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100));
