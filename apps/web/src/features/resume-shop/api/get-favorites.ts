import { resumeShopListFavorites } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { candidateListAnswerSchema, type CandidateListAnswer } from '@app/contracts/candidates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { candidateKeys } from '@/lib/candidates';

export interface FavoriteListParams {
  jobIds: number[];
  disability: boolean;
  page: number;
}

/** GET /api/favorite-candidate/ */
export const getFavorites = (params: FavoriteListParams, signal?: AbortSignal): Promise<CandidateListAnswer> =>
  call(resumeShopListFavorites, {
    query: {
      page: params.page,
      job__in: params.jobIds.length > 0 ? params.jobIds.join(',') : undefined,
      with_disability: params.disability ? 'true' : undefined,
    },
    schema: import.meta.env.DEV && candidateListAnswerSchema,
    signal,
  });

export const favoritesQueryOptions = (params: FavoriteListParams) =>
  queryOptions({
    queryKey: [...candidateKeys.all, 'favorites', params] as const,
    queryFn: ({ signal }) => getFavorites(params, signal),
    placeholderData: keepPreviousData,
    // The page sorts them too (spec section 7), whatever order the server answers.
    select: (data) => ({ ...data, results: [...data.results].sort((a, b) => b.matchingPercentage - a.matchingPercentage) }),
  });

export const useFavorites = (params: FavoriteListParams, enabled = true) => useQuery({ ...favoritesQueryOptions(params), enabled });
