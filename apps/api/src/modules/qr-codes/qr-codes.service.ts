import { QR_CODE_SIZE, QR_CODE_SMALL_SIZE } from '@app/contracts/constants';
import { qrCodeUrl, type QrCodeType } from '@app/contracts/qr-codes';
import { newPdf } from '../../lib/pdf.ts';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findAddressRowById, findOwnedAddressRow, recruiterShowsQrCodes } from '../addresses/index.ts';
import { linkBase } from '../../lib/public-url.ts';

export interface QrCodesDeps {
  db: Db;
  /** Site origin written in the codes, e.g. https://qrecrute.fr */
  publicUrl: string;
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
 * The address a QR code is for (spec section 6): a premium account's child address uses its parent's
 * code ("the QR code belongs to the parent address"); any other address uses its own. Only the
 * owner may ask, and only when the account shows QR codes (displayQrCodePage).
 */
async function codeTarget(db: Db, auth: AuthContext, uuid: string) {
  const row = await findOwnedAddressRow(db, auth.recruiterId, uuid);
  if (!row) throw notFound();
  if (!(await recruiterShowsQrCodes(db, auth.recruiterId))) throw new AppError('forbidden', 'QR codes are not available for this account');
  if (row.recruiterMaxAddresses > 0 && row.parentId !== null) {
    const parent = await findAddressRowById(db, row.parentId);
    if (parent) return { address: row, target: parent };
  }
  return { address: row, target: row };
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
  const body = await QRCode.toBuffer(url, {
    type: 'png',
    width: small ? QR_CODE_SMALL_SIZE : QR_CODE_SIZE,
    margin: 4,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
  return { body, url, filename: `${type}-qrcode${small ? '-small' : ''}-${slugify(target.name)}.png` };
}

/**
 * GET /api/addresses/{uuid}/poster/: an A4 poster to print (PDF) with the candidate code, the
 * address name and its town (qrcodeTown).
 */
export async function qrCodePoster(deps: QrCodesDeps, auth: AuthContext, uuid: string): Promise<QrCodeFile> {
  const { target } = await codeTarget(deps.db, auth, uuid);
  const url = qrCodeUrl(linkBase(deps), 'candidate', target.uuid);
  const qr = await QRCode.toBuffer(url, { type: 'png', width: 1200, margin: 1, errorCorrectionLevel: 'M' });
  const { doc, done } = newPdf({ size: 'A4', margin: 0, info: { Title: `Affiche ${target.name}`, Author: 'QRecrute' } });
  const width = doc.page.width;
  const brand = '#038674'; // the product's brand teal (web theme, shade 7)
  doc.rect(0, 0, width, 170).fill(brand);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(50).text('NOUS RECRUTONS !', 0, 52, { width, align: 'center' });
  doc.font('Helvetica').fontSize(20).text('Scannez le QR code pour postuler', 0, 118, { width, align: 'center' });
  const size = 340;
  doc.image(qr, (width - size) / 2, 215, { width: size, height: size });
  doc.fillColor('#1a1b1e').font('Helvetica-Bold').fontSize(32).text(target.name, 40, 585, { width: width - 80, align: 'center' });
  if (target.qrcodeTown) doc.font('Helvetica').fontSize(24).fillColor('#495057').text(target.qrcodeTown, 40, doc.y + 6, { width: width - 80, align: 'center' });
  doc.font('Helvetica').fontSize(13).fillColor('#495057').text('Sans CV, sans lettre de motivation : votre candidature en une minute.', 40, 720, { width: width - 80, align: 'center' });
  doc.fontSize(9).fillColor('#868e96').text(url, 40, 790, { width: width - 80, align: 'center' });
  doc.end();
  return { body: await done, url, filename: `affiche-${slugify(target.name)}.pdf` };
}
