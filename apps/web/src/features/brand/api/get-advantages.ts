import { referenceListsListAdvantages } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { advantageCategoryListSchema, type AdvantageCategory } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandKeys } from './get-brand-address';

/** GET /api/advantages/: the advantage catalogue grouped by category (spec section 7). */
export const getAdvantages = (signal?: AbortSignal): Promise<AdvantageCategory[]> =>
  call(referenceListsListAdvantages, { schema: import.meta.env.DEV && advantageCategoryListSchema, signal });

export const advantagesQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.advantages, queryFn: ({ signal }) => getAdvantages(signal), staleTime: 5 * 60_000 });

export const useAdvantages = (enabled = true) => useQuery({ ...advantagesQueryOptions(), enabled });
