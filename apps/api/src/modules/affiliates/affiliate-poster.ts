import { affiliateSignupUrl, type AffiliatePosterFormat } from '@app/contracts/affiliates';
import type { DocumentCache } from '../../lib/document-cache.ts';
import { renderPosterOffThread } from '../../lib/off-thread.ts';
import { linkBase } from '../../lib/public-url.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { AffiliatePosterInput } from './affiliate-poster-pdf.ts';
import { requireGoodStanding, type AffiliatesDeps } from './affiliate-profile.ts';
import type { AffiliateFile } from './affiliate-qr-code.ts';

/**
 * GET /api/affiliate/poster/?format=poster|sticker: the personal code ready to print (decision 058):
 * an A4 poster, or a 100 mm square sticker. Made in a worker thread and kept in the app's poster
 * cache, keyed by the sign-up URL and the format, all it depends on (decision 115).
 */
export async function affiliatePosterPdf(
  deps: AffiliatesDeps,
  documents: DocumentCache,
  auth: AuthContext,
  format: AffiliatePosterFormat,
): Promise<AffiliateFile> {
  const profile = await requireGoodStanding(deps, auth);
  const input: AffiliatePosterInput = { url: affiliateSignupUrl(linkBase(deps), profile.uuid), format };
  const body = await documents.get(['affiliate-poster', input.url, input.format], () => renderPosterOffThread('affiliate-poster', input));
  return { body, url: input.url, filename: format === 'sticker' ? 'autocollant-qrecrute.pdf' : 'affiche-qrecrute.pdf' };
}
