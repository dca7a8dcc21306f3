import { affiliateSignupUrl } from '@app/contracts/affiliates';
import { QR_CODE_SIZE } from '@app/contracts/constants';
import type { DocumentCache } from '../../lib/document-cache.ts';
import { renderPosterOffThread } from '../../lib/off-thread.ts';
import { linkBase } from '../../lib/public-url.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { requireGoodStanding, type AffiliatesDeps } from './affiliate-profile.ts';

/** The affiliate's personal QR code: the candidate sign-up link as a PNG (decision 056). */

export interface AffiliateFile {
  body: Buffer;
  filename: string;
  url: string;
}

/** GET /api/affiliate/qrcode/: the personal code (PNG), encoding the candidate sign-up link (decision 056). */
export async function affiliateQrCodePng(deps: AffiliatesDeps, documents: DocumentCache, auth: AuthContext): Promise<AffiliateFile> {
  const profile = await requireGoodStanding(deps, auth);
  const url = affiliateSignupUrl(linkBase(deps), profile.uuid);
  // Made in a worker thread and kept by its URL (decision 115).
  const body = await documents.get(['qr-code-png', url, QR_CODE_SIZE], () =>
    renderPosterOffThread('qr-code-png', { text: url, width: QR_CODE_SIZE }),
  );
  return { body, url, filename: 'qrcode-affilie.png' };
}
