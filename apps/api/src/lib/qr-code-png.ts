import QRCode from 'qrcode';

/** A QR code image to download (addresses, affiliates): what the PNG depends on. */
export interface QrCodePngInput {
  text: string;
  width: number;
}

/**
 * The QR code as a PNG (black on white, 4 modules of margin). A 1024 px code costs 70-400 ms of
 * CPU (pngjs): made in a worker thread (`off-thread.worker.ts`, decision 115).
 */
export async function renderQrCodePng({ text, width }: QrCodePngInput): Promise<Uint8Array> {
  return new Uint8Array(
    await QRCode.toBuffer(text, { type: 'png', width, margin: 4, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }),
  );
}
