import type { AffiliatePosterFormat } from '@app/contracts/affiliates';
import { newPdf } from '../../lib/pdf.ts';
import { drawQrCode } from '../../lib/pdf-qr-code.ts';

/** The personal code ready to print: an A4 poster or a 100 mm sticker, laid out in PDF (decision 058). */

const BRAND = '#038674'; // the product's brand teal (web theme, shade 7), as on the address posters
const MM = 72 / 25.4;
/** Sticker: a 100 mm square, the size of the kit's stickers. */
export const STICKER_SIZE_MM = 100;

/** Everything an affiliate's poster depends on: the cache key of `affiliatePosterPdf` is made of it. */
export interface AffiliatePosterInput {
  /** The affiliate's sign-up URL, in the code and printed under it. */
  url: string;
  format: AffiliatePosterFormat;
}

/** The poster or the sticker (PDF). Pure: run in a worker thread (`off-thread.worker.ts`, decision 115). */
export async function renderAffiliatePoster({ url, format }: AffiliatePosterInput): Promise<Uint8Array> {
  if (format === 'sticker') {
    const side = STICKER_SIZE_MM * MM;
    const { doc, done } = newPdf({ size: [side, side], margin: 0, info: { Title: 'Autocollant QRecrute', Author: 'QRecrute' } });
    doc.rect(0, 0, side, 46).fill(BRAND);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(15).text('TROUVEZ UN EMPLOI', 0, 11, { width: side, align: 'center' });
    doc.font('Helvetica').fontSize(8.5).text('Scannez et inscrivez-vous en une minute', 0, 30, { width: side, align: 'center' });
    const size = side - 100;
    drawQrCode(doc, url, (side - size) / 2, 56, size);
    doc
      .fillColor('#1a1b1e')
      .font('Helvetica-Bold')
      .fontSize(11)
      .text('QRecrute', 0, side - 36, { width: side, align: 'center' });
    doc.end();
    return new Uint8Array(await done);
  }
  const { doc, done } = newPdf({ size: 'A4', margin: 0, info: { Title: 'Affiche QRecrute', Author: 'QRecrute' } });
  const width = doc.page.width;
  doc.rect(0, 0, width, 170).fill(BRAND);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(34)
    .text('VOUS CHERCHEZ UN EMPLOI ?', 20, 56, { width: width - 40, align: 'center', lineBreak: false });
  doc.font('Helvetica').fontSize(20).text('Scannez le QR code et inscrivez-vous', 0, 118, { width, align: 'center' });
  const size = 340;
  drawQrCode(doc, url, (width - size) / 2, 215, size);
  doc
    .fillColor('#1a1b1e')
    .font('Helvetica-Bold')
    .fontSize(28)
    .text('Des recruteurs près de chez vous', 40, 590, { width: width - 80, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor('#495057')
    .text(
      'Sans CV, sans lettre de motivation : créez votre profil en une minute et recevez les offres qui vous correspondent.',
      60,
      doc.y + 14,
      { width: width - 120, align: 'center' },
    );
  doc
    .fontSize(9)
    .fillColor('#868e96')
    .text(url, 40, 790, { width: width - 80, align: 'center' });
  doc.end();
  return new Uint8Array(await done);
}
