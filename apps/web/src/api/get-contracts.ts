import { namedListSchema, type NamedItem } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { REFERENCE_STALE_TIME, referenceKeys } from './reference-keys';

/** GET /api/contracts/ (spec section 7). */
export const getContracts = async (signal?: AbortSignal): Promise<NamedItem[]> =>
  http.get('/api/contracts/', { schema: import.meta.env.DEV && namedListSchema, signal });

export const contractsQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.contracts, queryFn: ({ signal }) => getContracts(signal), staleTime: REFERENCE_STALE_TIME });

export const useContracts = () => useQuery(contractsQueryOptions());
