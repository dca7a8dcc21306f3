import {
  candidateDataEraseData,
  candidateDataExportData,
  candidateDataExtendRetention,
  candidateDataGetStatus,
  candidateDataSendLink,
} from '@app/contracts/operations.gen';
import { call, download } from '@/lib/api';
import {
  candidateDataStatusSchema,
  type CandidateDataLinkBody,
  type CandidateDataStatus,
  type DataExportFormat,
} from '@app/contracts/privacy';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { saveFile, type DownloadedFile } from '@/lib/http';

/**
 * A candidate's data link (decision 093), without sign-in: the token of the e-mailed link goes in
 * each body. POST /api/candidate-data/ (status), /export/, /extend/, /erase/; /link/ mails a new link.
 */
const statusOptions = (token: string) =>
  queryOptions({
    queryKey: ['candidate-data', token],
    queryFn: (): Promise<CandidateDataStatus> =>
      call(candidateDataGetStatus, { body: { token }, schema: import.meta.env.DEV && candidateDataStatusSchema }),
    retry: false,
  });

export const useCandidateDataStatus = (token: string) => useQuery({ ...statusOptions(token), enabled: token !== '' });

export const exportCandidateData = (token: string, format: DataExportFormat): Promise<DownloadedFile> =>
  download(candidateDataExportData, { body: { token, format }, fallbackFilename: `qrecrute-donnees.${format}`, timeoutMs: 30_000 });

export const useExportCandidateData = (token: string) =>
  useMutation({ mutationFn: (format: DataExportFormat) => exportCandidateData(token, format), onSuccess: saveFile });

export const useExtendCandidateData = (token: string) =>
  useMutation({
    mutationFn: (): Promise<CandidateDataStatus> =>
      call(candidateDataExtendRetention, { body: { token }, schema: import.meta.env.DEV && candidateDataStatusSchema }),
  });

export const useEraseCandidateData = (token: string) =>
  useMutation({ mutationFn: (): Promise<void> => call(candidateDataEraseData, { body: { token } }) });

export const useRequestCandidateDataLink = () =>
  useMutation({ mutationFn: (body: CandidateDataLinkBody): Promise<void> => call(candidateDataSendLink, { body }) });
