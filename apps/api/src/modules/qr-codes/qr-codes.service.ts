import { QR_CODE_SIZE, QR_CODE_SMALL_SIZE } from '@app/contracts/constants';
import { qrCodeUrl, type QrCodeType } from '@app/contracts/qr-codes';
import type { Db } from '../../db/client.ts';
import type { DocumentCache } from '../../lib/document-cache.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { renderPosterOffThread } from '../../lib/off-thread.ts';
import type { QrCodePngInput } from '../../lib/qr-code-png.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findOwnedAddressRow, isLiveSite, recruiterShowsQrCodes } from '../addresses/index.ts';
import { linkBase } from '../../lib/public-url.ts';
import type { AddressPosterInput } from './qr-code-poster.ts';

export interface QrCodesDeps {
  db: Db;
  /** Site origin written in the codes, e.g. https://qrecrute.fr */
  publicUrl: string;
  /** The posters and code images already made, by what they depend on (decision 115). */
  documents: DocumentCache;
}

/** "Boulangerie Saint-Étienne" -> "boulangerie-saint-etienne", for file names. */
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'adresse';

/**
 * The address a QR code is for: the one asked for, and only by its owner (404 for any other
 * account's address, so that existence does not leak), when the account shows QR codes
 * (displayQrCodePage). Every site prints its own code and poster, a premium account's child
 * included: the spec's "the QR code belongs to the parent address" made a Boulogne poster print the
 * Paris head office's name and code (issue 29, decision 123). The parent's own code still offers
 * its children's jobs (decision 060).
 */
async function codeTarget(db: Db, auth: AuthContext, uuid: string) {
  const row = await findOwnedAddressRow(db, auth.recruiterId, uuid);
  if (!row) throw notFound();
  if (!(await recruiterShowsQrCodes(db, auth.recruiterId))) throw new AppError('forbidden', 'QR codes are not available for this account');
  // A site serves its codes and poster while it is live: paid for, or free by design (decision 144).
  if (!(await isLiveSite(db, row.id))) throw new AppError('forbidden', 'This address has its QR codes while its subscription runs');
  return { target: row };
}

export interface QrCodeFile {
  body: Buffer;
  filename: string;
  url: string;
}

/** GET /api/addresses/{uuid}/qrcode/ and qrcode_small/: the PNG, and the URL it encodes. */
export async function qrCodePng(deps: QrCodesDeps, auth: AuthContext, uuid: string, type: QrCodeType, small: boolean): Promise<QrCodeFile> {
  const { target } = await codeTarget(deps.db, auth, uuid);
  const url = qrCodeUrl(linkBase(deps), type, target.uuid);
  // Made in a worker thread and kept by its URL and size (decision 115).
  const input: QrCodePngInput = { text: url, width: small ? QR_CODE_SMALL_SIZE : QR_CODE_SIZE };
  const body = await deps.documents.get(['qr-code-png', input.text, input.width], () => renderPosterOffThread('qr-code-png', input));
  return { body, url, filename: `${type}-qrcode${small ? '-small' : ''}-${slugify(target.name)}.png` };
}

/**
 * GET /api/addresses/{uuid}/poster/: an A4 poster to print (PDF) with the candidate code, the
 * address name and its town (qrcodeTown). Made in a worker thread under a time budget and kept in
 * the app's poster cache, keyed by all it depends on (decision 115): a renamed address or a new
 * town makes a new key, so nothing stale is served.
 */
export async function qrCodePoster(deps: QrCodesDeps, auth: AuthContext, uuid: string): Promise<QrCodeFile> {
  const { target } = await codeTarget(deps.db, auth, uuid);
  const input: AddressPosterInput = {
    name: target.name,
    town: target.qrcodeTown ?? null,
    url: qrCodeUrl(linkBase(deps), 'candidate', target.uuid),
  };
  const body = await deps.documents.get(['address-poster', input.url, input.name, input.town], () =>
    renderPosterOffThread('address-poster', input),
  );
  return { body, url: input.url, filename: `affiche-${slugify(target.name)}.pdf` };
}
