import { affiliateSignupUrl } from '@app/contracts/affiliates';
import { QR_CODE_SIZE } from '@app/contracts/constants';
import QRCode from 'qrcode';
import { linkBase } from '../../lib/public-url.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { requireProfile, type AffiliatesDeps } from './affiliate-profile.ts';

/** The affiliate's personal QR code: the candidate sign-up link as a PNG (decision 056). */

export interface AffiliateFile {
  body: Buffer;
  filename: string;
  url: string;
}

/** GET /api/affiliate/qrcode/: the personal code (PNG), encoding the candidate sign-up link (decision 056). */
export async function affiliateQrCodePng(deps: AffiliatesDeps, auth: AuthContext): Promise<AffiliateFile> {
  const profile = await requireProfile(deps.db, auth);
  const url = affiliateSignupUrl(linkBase(deps), profile.uuid);
  const body = await QRCode.toBuffer(url, { type: 'png', width: QR_CODE_SIZE, margin: 4, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  return { body, url, filename: 'qrcode-affilie.png' };
}

