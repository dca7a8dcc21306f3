import { candidateDataStatusSchema, type CandidateDataLinkBody, type CandidateDataStatus, type DataExportFormat } from '@app/contracts/privacy';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { blob, http, saveFile, type DownloadedFile } from '@/lib/http';

/**
 * A candidate's data link (decision 093), without sign-in: the token of the e-mailed link goes in
 * each body. POST /api/candidate-data/ (status), /export/, /extend/, /erase/; /link/ mails a new link.
 */
const statusOptions = (token: string) =>
  queryOptions({
    queryKey: ['candidate-data', token],
    queryFn: (): Promise<CandidateDataStatus> => http.post('/api/candidate-data/', { token }, { schema: import.meta.env.DEV && candidateDataStatusSchema }),
    retry: false,
  });

export const useCandidateDataStatus = (token: string) => useQuery({ ...statusOptions(token), enabled: token !== '' });

export const exportCandidateData = (token: string, format: DataExportFormat): Promise<DownloadedFile> =>
  blob('/api/candidate-data/export/', { method: 'POST', body: { token, format }, fallbackFilename: `qrecrute-donnees.${format}`, timeoutMs: 30_000 });

export const useExportCandidateData = (token: string) =>
  useMutation({ mutationFn: (format: DataExportFormat) => exportCandidateData(token, format), onSuccess: saveFile });

export const useExtendCandidateData = (token: string) =>
  useMutation({ mutationFn: (): Promise<CandidateDataStatus> => http.post('/api/candidate-data/extend/', { token }, { schema: import.meta.env.DEV && candidateDataStatusSchema }) });

export const useEraseCandidateData = (token: string) => useMutation({ mutationFn: (): Promise<void> => http.post<void>('/api/candidate-data/erase/', { token }) });

export const useRequestCandidateDataLink = () =>
  useMutation({ mutationFn: (body: CandidateDataLinkBody): Promise<void> => http.post<void>('/api/candidate-data/link/', body) });
