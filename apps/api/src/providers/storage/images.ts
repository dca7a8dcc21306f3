import { IMAGE_MAX_BYTES, type ImageFormat } from '@app/contracts/constants';
import { fileTypeFromBuffer } from 'file-type';
import { OffThreadBusy, OffThreadTimeout, runOffThread, serverBusy } from '../../lib/off-thread.ts';
import type { SvgCleaning } from './svg-sanitizer.ts';

/**
 * Uploaded images (logos, brand pictures): the format comes from the bytes (magic numbers read by
 * file-type), never from the declared type or the name; SVG is cleaned by an allowlist sanitizer
 * and the cleaned file is what is stored (docs/decisions/011-uploads.md, 072-svg-sanitizer.md).
 * The detection reads a few kilobytes at most; the SVG cleaning, whose work a hostile file may
 * try to make grow faster than its size, runs in a worker thread under a time budget (decision 115).
 */
export type ImageCheck =
  | { ok: true; format: ImageFormat; extension: 'png' | 'jpg' | 'svg'; contentType: string; bytes: Buffer }
  | { ok: false; reason: 'format' | 'size' | 'svg_too_complex' };

export async function detectImageFormat(bytes: Buffer): Promise<ImageFormat | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'image/png') return 'png';
  if (type?.mime === 'image/jpeg') return 'jpeg';
  // SVG is text: file-type sees nothing, or XML when it opens with an XML declaration.
  if ((!type || type.mime === 'application/xml' || type.ext === 'svg') && looksLikeSvg(bytes)) return 'svg';
  return null;
}

/** UTF-8 text whose first element (after the XML declaration, comments and blanks) is `<svg`. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.length < bytes.length ? trimPartialUtf8(head) : head);
  } catch {
    return false;
  }
  const rest = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>/]/i.test(rest);
}

/** Drops a multi-byte character cut at the end of a slice, so the fatal decoder does not fail on it. */
function trimPartialUtf8(buf: Buffer): Buffer {
  let end = buf.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = buf[end - i]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte
    if (b >= 0xc0) end -= i; // a lead byte whose sequence may be incomplete
    break;
  }
  return buf.subarray(0, end);
}

export async function checkImage(bytes: Buffer, maxBytes = IMAGE_MAX_BYTES): Promise<ImageCheck> {
  if (bytes.length > maxBytes) return { ok: false, reason: 'size' };
  const format = await detectImageFormat(bytes);
  if (!format) return { ok: false, reason: 'format' };
  if (format === 'png') return { ok: true, format, extension: 'png', contentType: 'image/png', bytes };
  if (format === 'jpeg') return { ok: true, format, extension: 'jpg', contentType: 'image/jpeg', bytes };
  const cleaning = await cleanSvgOffThread(bytes);
  if (!cleaning.ok) return { ok: false, reason: cleaning.reason };
  return { ok: true, format, extension: 'svg', contentType: 'image/svg+xml', bytes: Buffer.from(cleaning.svg) };
}

/** Longest an SVG cleaning may take: a logo takes a few milliseconds, a 2 MB clean file about 200. */
export const SVG_CLEANING_BUDGET_MS = 3_000;

/**
 * Cleans an SVG in the worker pool: a cleaning that outruns its budget is stopped and the file
 * refused as too complex; a full queue answers 503 (`server_busy`, Retry-After).
 */
async function cleanSvgOffThread(bytes: Buffer): Promise<SvgCleaning> {
  try {
    // A copy of the file is handed over (transferred, not cloned again): the caller keeps its bytes.
    const copy = new Uint8Array(bytes);
    return await runOffThread<SvgCleaning>('svg-clean', copy, { budgetMs: SVG_CLEANING_BUDGET_MS, transferList: [copy.buffer] });
  } catch (error) {
    if (error instanceof OffThreadTimeout) return { ok: false, reason: 'svg_too_complex' };
    if (error instanceof OffThreadBusy) throw serverBusy();
    throw error;
  }
}
