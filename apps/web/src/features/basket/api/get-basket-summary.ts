import { basketSummarizeBasket } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { basketSummarySchema, type BasketSummary } from '@app/contracts/basket';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { candidateKeys } from '@/lib/candidates';

/** POST /api/basket/summary {uuids}: items and the shopping order resume, priced by the API. */
export const getBasketSummary = (uuids: readonly string[], signal?: AbortSignal): Promise<BasketSummary> =>
  call(basketSummarizeBasket, { body: { uuids: [...uuids] }, schema: import.meta.env.DEV && basketSummarySchema, signal });

export const basketSummaryQueryOptions = (uuids: readonly string[]) =>
  queryOptions({
    // Under the candidates' root: a purchase or a favourite refreshes it with the lists.
    queryKey: [...candidateKeys.all, 'basket', [...uuids].sort()] as const,
    queryFn: ({ signal }) => getBasketSummary(uuids, signal),
    placeholderData: keepPreviousData,
  });

export const useBasketSummary = (uuids: readonly string[]) => useQuery(basketSummaryQueryOptions(uuids));
