import { QR_CODE_SIZE, QR_CODE_SMALL_SIZE } from '@app/contracts/constants';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrPng } from '../../e2e/qr-decode.ts';

/** The reader the browser journeys use on downloaded codes (e2e/qr-decode.ts), on PNGs drawn by the `qrcode` package as the API draws them. */
describe('decodeQrPng', () => {
  it('reads the URL of a code drawn like the API draws it, at both sizes', async () => {
    const url = 'http://127.0.0.1:3000/app/addresses/0f8fad5b-d9cb-469f-a165-70867728950e/apply';
    for (const width of [QR_CODE_SIZE, QR_CODE_SMALL_SIZE]) {
      const png = await QRCode.toBuffer(url, { type: 'png', width, margin: 4, errorCorrectionLevel: 'M' });
      expect(decodeQrPng(png)).toBe(url);
    }
  });

  it('reads other texts and levels, not a fixed answer', async () => {
    for (const [text, level] of [
      ['https://qrecrute.example/app/candidate-signup?ref=AFF-12345', 'L'],
      ['HELLO 2026', 'H'],
      ['x'.repeat(300), 'Q'],
    ] as const) {
      expect(decodeQrPng(await QRCode.toBuffer(text, { type: 'png', margin: 1, errorCorrectionLevel: level }))).toBe(text);
    }
  });

  it('says so when the image holds no code', () => {
    const blank = new PNG({ width: 64, height: 64 });
    blank.data.fill(255);
    expect(() => decodeQrPng(PNG.sync.write(blank))).toThrow('no readable QR code in the image');
  });
});
