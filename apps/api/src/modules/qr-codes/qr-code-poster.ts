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
 * The A4 poster of an address (PDF): the candidate code, the address name and its town
 * (qrcodeTown). Pure: run in a worker thread (`off-thread.worker.ts`, decision 115).
 */
export async function renderAddressPoster(input: AddressPosterInput): Promise<Uint8Array> {
  const { doc, done } = newPdf({ size: 'A4', margin: 0, info: { Title: `Affiche ${input.name}`, Author: 'QRecrute' } });
  const width = doc.page.width;
  const brand = '#038674'; // the product's brand teal (web theme, shade 7)
  doc.rect(0, 0, width, 170).fill(brand);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(50).text('NOUS RECRUTONS !', 0, 52, { width, align: 'center' });
  doc.font('Helvetica').fontSize(20).text('Scannez le QR code pour postuler', 0, 118, { width, align: 'center' });
  const size = 340;
  drawQrCode(doc, input.url, (width - size) / 2, 215, size);
  doc
    .fillColor('#1a1b1e')
    .font('Helvetica-Bold')
    .fontSize(32)
    .text(input.name, 40, 585, { width: width - 80, align: 'center' });
  if (input.town)
    doc
      .font('Helvetica')
      .fontSize(24)
      .fillColor('#495057')
      .text(input.town, 40, doc.y + 6, { width: width - 80, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor('#495057')
    .text('Sans CV, sans lettre de motivation : votre candidature en une minute.', 40, 720, { width: width - 80, align: 'center' });
  doc
    .fontSize(9)
    .fillColor('#868e96')
    .text(input.url, 40, 790, { width: width - 80, align: 'center' });
  doc.end();
  return new Uint8Array(await done);
}
