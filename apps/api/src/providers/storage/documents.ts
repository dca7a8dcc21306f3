import { IMAGE_MAX_BYTES } from '@app/contracts/constants';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Uploaded documents (the candidate's CV, decision 158): as for images (images.ts), the format comes
 * from the bytes (the PDF signature read by file-type, a few bytes), never from the declared type or
 * the name; the size is checked exactly against the one upload bound. The file is stored as sent and
 * never parsed by the API (nothing to move off the event loop); it is only downloaded by its owner
 * and by recruiters with access, as an attachment.
 */
export type PdfCheck = { ok: true; extension: 'pdf'; contentType: 'application/pdf' } | { ok: false; reason: 'format' | 'size' };

export async function checkPdf(bytes: Buffer, maxBytes = IMAGE_MAX_BYTES): Promise<PdfCheck> {
  if (bytes.length > maxBytes) return { ok: false, reason: 'size' };
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== 'application/pdf') return { ok: false, reason: 'format' };
  return { ok: true, extension: 'pdf', contentType: 'application/pdf' };
}
