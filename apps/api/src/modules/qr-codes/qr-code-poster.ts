import { newPdf } from '../../lib/pdf.ts';
import { drawQrCode } from '../../lib/pdf-qr-code.ts';

/** Everything an address poster depends on: the cache key of `qrCodePoster` is made of it. */
export interface AddressPosterInput {
  name: string;
  town: string | null;
  /** The candidate QR code's URL, printed under it. */
  url: string;
}

/**
 * How a text of the poster is set: on one line at the largest size from `max` down to `oneLineMin`;
 * else the largest size from `max` down to `min` that holds it in `lines` lines.
 */
interface FitRule {
  font: string;
  max: number;
  oneLineMin: number;
  min: number;
  lines: number;
}
/**
 * The site's name (at most 35 characters) and its town (the official commune name, at most 60:
 * "Saint-Rémy-en-Bouzemont-Saint-Genest-Isson") are printed whole, never cut (issue 29, decision
 * 123): a long one is set smaller, then on a second line.
 */
export const POSTER_NAME: FitRule = { font: 'Helvetica-Bold', max: 32, oneLineMin: 24, min: 20, lines: 2 };
export const POSTER_TOWN: FitRule = { font: 'Helvetica', max: 24, oneLineMin: 18, min: 14, lines: 2 };
/** The text block's width: the A4 page less 40 pt each side. */
const TEXT_MARGIN = 40;

/** The size a text is set at by `rule`, and the lines it takes at that size (measured by pdfkit's own line breaking). */
export function fitText(doc: PDFKit.PDFDocument, text: string, rule: FitRule, width: number): { size: number; lines: number } {
  doc.font(rule.font);
  const measure = (size: number) => {
    doc.fontSize(size);
    // A word wider than the line would be broken inside: such a size does not fit.
    const widest = Math.max(...text.split(/\s+/).map((word) => doc.widthOfString(word)));
    return { size, lines: Math.round(doc.heightOfString(text, { width }) / doc.currentLineHeight(true)), fits: widest <= width };
  };
  for (const [lines, min] of [
    [1, rule.oneLineMin],
    [rule.lines, rule.min],
  ] as const) {
    for (let size = rule.max; size >= min; size -= 1) {
      const set = measure(size);
      if (set.fits && set.lines <= lines) return { size, lines: set.lines };
    }
  }
  const last = measure(rule.min);
  return { size: last.size, lines: last.lines };
}

/**
 * The A4 poster of an address (PDF): the candidate code, the address name and its town
 * (qrcodeTown), both whole. Pure: run in a worker thread (`off-thread.worker.ts`, decision 115).
 */
export async function renderAddressPoster(input: AddressPosterInput): Promise<Uint8Array> {
  const { doc, done } = newPdf({ size: 'A4', margin: 0, info: { Title: `Affiche ${input.name}`, Author: 'QRecrute' } });
  const width = doc.page.width;
  const textWidth = width - 2 * TEXT_MARGIN;
  const brand = '#038674'; // the product's brand teal (web theme, shade 7)
  doc.rect(0, 0, width, 170).fill(brand);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(50).text('NOUS RECRUTONS !', 0, 52, { width, align: 'center' });
  doc.font('Helvetica').fontSize(20).text('Scannez le QR code pour postuler', 0, 118, { width, align: 'center' });
  const size = 340;
  drawQrCode(doc, input.url, (width - size) / 2, 215, size);
  fitText(doc, input.name, POSTER_NAME, textWidth);
  doc.fillColor('#1a1b1e').text(input.name, TEXT_MARGIN, 580, { width: textWidth, align: 'center' });
  if (input.town) {
    fitText(doc, input.town, POSTER_TOWN, textWidth);
    doc.fillColor('#495057').text(input.town, TEXT_MARGIN, doc.y + 6, { width: textWidth, align: 'center' });
  }
  // Below the name and the town, however many lines they took (two of each at most: y <= 730).
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor('#495057')
    .text('Sans CV, sans lettre de motivation : votre candidature en une minute.', TEXT_MARGIN, Math.max(720, doc.y + 14), {
      width: textWidth,
      align: 'center',
    });
  doc.fontSize(9).fillColor('#868e96').text(input.url, TEXT_MARGIN, 790, { width: textWidth, align: 'center' });
  doc.end();
  return new Uint8Array(await done);
}
