import { resumeShopListCandidates } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { candidateListAnswerSchema, type CandidateListAnswer } from '@app/contracts/candidates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { candidateKeys } from '@/lib/candidates';

export interface CandidateListParams {
  /** The job and its similar jobs. */
  jobIds: number[];
  disability: boolean;
  /** true: the new candidates' group; false: the general group. */
  isNew: boolean;
  page: number;
}

/** GET /api/candidate/: candidates of the caller's jobs, best match first, 5 per page. */
export const getCandidates = (params: CandidateListParams, signal?: AbortSignal): Promise<CandidateListAnswer> =>
  call(resumeShopListCandidates, {
    query: {
      candidate__searched_jobs__job__in: params.jobIds.length > 0 ? params.jobIds.join(',') : undefined,
      candidate__with_disability: params.disability ? 'true' : undefined,
      new_candidates: params.isNew ? '1' : '0',
      page: params.page,
    },
    schema: import.meta.env.DEV && candidateListAnswerSchema,
    signal,
  });

export const candidatesQueryOptions = (params: CandidateListParams) =>
  queryOptions({
    queryKey: [...candidateKeys.all, 'matching', params] as const,
    queryFn: ({ signal }) => getCandidates(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCandidates = (params: CandidateListParams, enabled = true) => useQuery({ ...candidatesQueryOptions(params), enabled });
