import { affiliatesDownloadPoster, affiliatesGetQrCode } from '@app/contracts/operations.gen';
import { download } from '@/lib/api';
import { defaultAffiliatePosterFilename, type AffiliatePosterFormat } from '@app/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { saveFile, type DownloadedFile } from '@/lib/http';
import { affiliateKeys } from './get-affiliate-dashboard';

/** GET /api/affiliate/qrcode/: the personal QR code (PNG). */
export const fetchAffiliateQrCode = (): Promise<DownloadedFile> =>
  download(affiliatesGetQrCode, { fallbackFilename: 'qrcode-affilie.png' });

export const affiliateQrCodeQueryOptions = () =>
  queryOptions({ queryKey: affiliateKeys.qrCode(), queryFn: fetchAffiliateQrCode, staleTime: 10 * 60_000 });

export const useAffiliateQrCode = () => useQuery(affiliateQrCodeQueryOptions());

export const downloadAffiliateQrCode = async (): Promise<void> => saveFile(await fetchAffiliateQrCode());

/** GET /api/affiliate/poster/?format=poster|sticker: the code to print (PDF). */
export const downloadAffiliatePoster = async (format: AffiliatePosterFormat): Promise<void> =>
  saveFile(await download(affiliatesDownloadPoster, { query: { format }, fallbackFilename: defaultAffiliatePosterFilename(format) }));
