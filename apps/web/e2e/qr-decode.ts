import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Reads the text of the QR code in a PNG (the codes the API draws, downloaded by the browser
 * journeys): pngjs decodes the image to RGBA pixels, jsQR finds and decodes the symbol (decision 079).
 */
export function decodeQrPng(png: Buffer): string {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height);
  if (!code) throw new Error('no readable QR code in the image');
  return code.data;
}
