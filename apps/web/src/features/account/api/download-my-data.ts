import type { DataExportFormat } from '@app/contracts/privacy';
import { useMutation } from '@tanstack/react-query';
import { blob, saveFile, type DownloadedFile } from '@/lib/http';

/** GET /api/recruiter/me/data/?format=: all the account's data as JSON or a readable PDF (decision 093). */
export const downloadMyData = (format: DataExportFormat): Promise<DownloadedFile> =>
  blob('/api/recruiter/me/data/', { query: { format }, fallbackFilename: `qrecrute-donnees.${format}`, timeoutMs: 30_000 });

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData, onSuccess: saveFile });
