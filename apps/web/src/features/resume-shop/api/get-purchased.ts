import { resumeShopListPurchasedCandidates } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { purchasedListAnswerSchema, type PurchasedListAnswer } from '@app/contracts/candidates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { candidateKeys } from '@/lib/candidates';

export interface PurchasedListParams {
  jobId: number | null;
  disability: boolean;
  page: number;
}

/** GET /api/purchased-candidate/: grouped by searched job, then by purchase date. */
export const getPurchased = (params: PurchasedListParams, signal?: AbortSignal): Promise<PurchasedListAnswer> =>
  call(resumeShopListPurchasedCandidates, {
    query: {
      page: params.page,
      candidate__searched_jobs__job: params.jobId ?? undefined,
      with_disability: params.disability ? 'true' : undefined,
    },
    schema: import.meta.env.DEV && purchasedListAnswerSchema,
    signal,
  });

export const purchasedQueryOptions = (params: PurchasedListParams) =>
  queryOptions({
    queryKey: [...candidateKeys.all, 'purchases', params] as const,
    queryFn: ({ signal }) => getPurchased(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePurchased = (params: PurchasedListParams, enabled = true) => useQuery({ ...purchasedQueryOptions(params), enabled });
