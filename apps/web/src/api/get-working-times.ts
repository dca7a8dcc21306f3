import { referenceListsListWorkingTimes } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { namedListSchema, type NamedItem } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, referenceKeys } from './reference-keys';

/** GET /api/working-times/ (spec section 7). */
export const getWorkingTimes = async (signal?: AbortSignal): Promise<NamedItem[]> =>
  call(referenceListsListWorkingTimes, { schema: import.meta.env.DEV && namedListSchema, signal });

export const workingTimesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.workingTimes, queryFn: ({ signal }) => getWorkingTimes(signal), staleTime: REFERENCE_STALE_TIME });

export const useWorkingTimes = () => useQuery(workingTimesQueryOptions());
