import { referenceListsListContracts } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { namedListSchema, type NamedItem } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, referenceKeys } from './reference-keys';

/** GET /api/contracts/ (spec section 7). */
export const getContracts = async (signal?: AbortSignal): Promise<NamedItem[]> =>
  call(referenceListsListContracts, { schema: import.meta.env.DEV && namedListSchema, signal });

export const contractsQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.contracts, queryFn: ({ signal }) => getContracts(signal), staleTime: REFERENCE_STALE_TIME });

export const useContracts = () => useQuery(contractsQueryOptions());
