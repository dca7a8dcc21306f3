import { referenceListsListRemotes } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { namedListSchema, type NamedItem } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, referenceKeys } from './reference-keys';

/** GET /api/remotes/ (spec section 7). */
export const getRemotes = async (signal?: AbortSignal): Promise<NamedItem[]> =>
  call(referenceListsListRemotes, { schema: import.meta.env.DEV && namedListSchema, signal });

export const remotesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.remotes, queryFn: ({ signal }) => getRemotes(signal), staleTime: REFERENCE_STALE_TIME });

export const useRemotes = () => useQuery(remotesQueryOptions());
