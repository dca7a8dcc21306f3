import { accountDownloadAccountData } from '@app/contracts/operations.gen';
import { download } from '@/lib/api';
import type { DataExportFormat } from '@app/contracts/privacy';
import { useMutation } from '@tanstack/react-query';
import { saveFile, type DownloadedFile } from '@/lib/http';

/** GET /api/recruiter/me/data/?format=: all the account's data as JSON or a readable PDF (decision 093). */
export const downloadMyData = (format: DataExportFormat): Promise<DownloadedFile> =>
  download(accountDownloadAccountData, { query: { format }, fallbackFilename: `qrecrute-donnees.${format}`, timeoutMs: 30_000 });

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData, onSuccess: saveFile });
