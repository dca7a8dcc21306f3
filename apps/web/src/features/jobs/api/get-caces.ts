import { referenceListsListCaces } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { cacesListSchema, type Caces } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, referenceKeys } from '@/api/reference-keys';

/** GET /api/caces/ (spec section 7) answers { results }. */
export const getCaces = async (signal?: AbortSignal): Promise<Caces[]> =>
  (await call(referenceListsListCaces, { schema: import.meta.env.DEV && cacesListSchema, signal })).results;

export const cacesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.caces, queryFn: ({ signal }) => getCaces(signal), staleTime: REFERENCE_STALE_TIME });

export const useCaces = () => useQuery(cacesQueryOptions());
