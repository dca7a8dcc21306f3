import QRCode from 'qrcode';

/**
 * Draws a QR code as vector squares in a PDF (decision 115): one path, filled once, so the code is
 * sharp at any print size and costs a few milliseconds. The posters used to embed a 1200 px PNG,
 * which pdfkit decoded and compressed again: about 200 ms of CPU a poster (1.2-1.5 s on the
 * attacked server), for the same printed code.
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
  options: { margin?: number; color?: string } = {},
): void {
  const margin = options.margin ?? 1;
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const cell = size / (modules.size + 2 * margin);
  // Horizontal runs of dark modules become one rectangle each: fewer path operators, no seams.
  for (let row = 0; row < modules.size; row++) {
    let runStart = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && runStart < 0) runStart = col;
      if (!dark && runStart >= 0) {
        doc.rect(x + (margin + runStart) * cell, y + (margin + row) * cell, (col - runStart) * cell, cell);
        runStart = -1;
      }
    }
  }
  doc.fill(options.color ?? '#000000');
}
