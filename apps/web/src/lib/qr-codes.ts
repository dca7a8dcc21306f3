import { qrCodesDownloadPoster, qrCodesGetQrCode, qrCodesGetSmallQrCode } from '@app/contracts/operations.gen';
import { download, urlOf } from '@/lib/api';
import { defaultQrCodeFilename, type QrCodeType } from '@app/contracts/qr-codes';
import { saveFile, type DownloadedFile } from './http';

/**
 * QR codes of an address (spec section 7): `GET /api/addresses/{uuid}/qrcode/` (print size) or
 * `qrcode_small/`, `type=recruiter|candidate`; the answer's `x-suggested-filename` names the file.
 * The API encodes the parent's code for a premium child address (spec section 6).
 */
export const qrCodePath = (uuid: string, small: boolean) => urlOf(small ? qrCodesGetSmallQrCode : qrCodesGetQrCode, { uuid });

export const fetchQrCode = (uuid: string, type: QrCodeType, small = false): Promise<DownloadedFile> =>
  download(small ? qrCodesGetSmallQrCode : qrCodesGetQrCode, {
    path: { uuid },
    query: { type },
    fallbackFilename: defaultQrCodeFilename(type),
  });

/** Saves the code as a file. */
export const downloadQrCode = async (uuid: string, type: QrCodeType): Promise<void> => saveFile(await fetchQrCode(uuid, type));

/** The A4 poster (PDF) with the candidate code, the address name and its town. */
export const downloadPoster = async (uuid: string): Promise<void> =>
  saveFile(await download(qrCodesDownloadPoster, { path: { uuid }, fallbackFilename: 'affiche.pdf' }));

/**
 * Prints a code through a hidden frame (spec section 7: "printed via hidden frame"): the frame
 * shows the image alone, centred on the page, and opens the print dialog once it has loaded.
 */
export const printQrCode = async (uuid: string, type: QrCodeType, title: string): Promise<void> => {
  const file = await fetchQrCode(uuid, type);
  const url = URL.createObjectURL(file.blob);
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('data-testid', 'qr-print-frame');
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
  document.body.append(frame);
  const cleanup = () => {
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  await new Promise<void>((resolve, reject) => {
    const doc = frame.contentDocument;
    if (!doc) {
      cleanup();
      reject(new Error('print frame unavailable'));
      return;
    }
    doc.open();
    doc.write(
      '<!doctype html><html><head><meta charset="utf-8"><title></title><style>@page{size:A4;margin:20mm}html,body{height:100%;margin:0}body{display:flex;flex-direction:column;align-items:center;justify-content:center;font-family:sans-serif}img{width:120mm;height:120mm;image-rendering:pixelated}h1{font-size:20pt;margin:0 0 10mm}</style></head><body><h1></h1><img alt=""></body></html>',
    );
    doc.close();
    doc.title = title;
    const heading = doc.querySelector('h1');
    if (heading) heading.textContent = title;
    const img = doc.querySelector('img');
    if (!img) {
      cleanup();
      reject(new Error('print frame unavailable'));
      return;
    }
    img.onload = () => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        resolve();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        cleanup();
      }
    };
    img.onerror = () => {
      cleanup();
      reject(new Error('QR code image could not be read'));
    };
    img.src = url;
  });
};
