import { randomUUID } from 'node:crypto';
import { isImageDataUrl } from '@app/contracts/addresses';
import { V } from '@app/contracts/validation';
import { AppError } from '../../lib/errors.ts';
import { checkImage } from '../../providers/storage/images.ts';
import { STORAGE_KEY, type Storage } from '../../providers/storage/storage.ts';

/** Public path of stored files (served by files.routes.ts). */
export const FILES_PREFIX = '/api/files/';

export const SVG_TOO_COMPLEX_KEY = 'form.validation.svg_too_complex';

/** The storage key behind one of our file URLs, or null for anything else. */
export const keyOfFileUrl = (url: string | null | undefined): string | null => {
  if (!url?.startsWith(FILES_PREFIX)) return null;
  const key = url.slice(FILES_PREFIX.length);
  return STORAGE_KEY.test(key) ? key : null;
};

/**
 * Stores an uploaded image given as a data URL and answers its public path. The bytes decide:
 * PNG, JPEG or SVG (cleaned by allowlist), at most IMAGE_MAX_BYTES; `field` names the form field
 * in the error (spec section 8: the address form shows the first logo message).
 */
export async function storeImage(
  storage: Storage,
  folder: 'logos' | 'pictures',
  dataUrl: string,
  field: string,
  options: { noSvg?: boolean } = {},
): Promise<string> {
  if (!isImageDataUrl(dataUrl)) throw new AppError('file_format', 'Not an image', { [field]: [V.imageFileFormat] });
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  const check = await checkImage(bytes);
  if (!check.ok) {
    if (check.reason === 'size') throw new AppError('file_too_large', 'File too large', { [field]: [V.fileSize] });
    if (check.reason === 'svg_too_complex')
      throw new AppError('file_format', 'SVG too complex or empty', { [field]: [SVG_TOO_COMPLEX_KEY] });
    throw new AppError('file_format', 'Not a PNG, JPEG or SVG image', { [field]: [V.imageFileFormat] });
  }
  if (options.noSvg && check.extension === 'svg')
    throw new AppError('file_format', 'SVG not accepted here', { [field]: [V.imageFileFormatNoSvg] });
  const key = `${folder}/${randomUUID()}.${check.extension}`;
  await storage.put(key, check.bytes, check.contentType);
  return `${FILES_PREFIX}${key}`;
}

/**
 * Resolves an image field of a PATCH: a data URL is stored; the current URL is kept; null removes;
 * any other URL is refused (a client cannot point a logo at someone else's file).
 */
export async function resolveImageField(
  storage: Storage,
  folder: 'logos' | 'pictures',
  value: string | null | undefined,
  current: string | null,
  field: string,
): Promise<{ value: string | null; changed: boolean } | null> {
  if (value === undefined) return null;
  if (value === null) return { value: null, changed: current !== null };
  if (isImageDataUrl(value)) return { value: await storeImage(storage, folder, value, field), changed: true };
  if (value === current) return { value: current, changed: false };
  throw new AppError('validation_failed', 'Unknown file', { [field]: [V.imageFileFormat] });
}

/** Best effort: a file that can no longer be reached is removed; a failure only leaves a file behind. */
export async function discardFile(storage: Storage, url: string | null | undefined): Promise<void> {
  const key = keyOfFileUrl(url);
  if (!key) return;
  await storage.delete(key).catch(() => undefined);
}
