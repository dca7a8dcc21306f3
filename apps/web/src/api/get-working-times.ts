import { namedListSchema, type NamedItem } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { REFERENCE_STALE_TIME, referenceKeys } from './reference-keys';

/** GET /api/working-times/ (spec section 7). */
export const getWorkingTimes = async (signal?: AbortSignal): Promise<NamedItem[]> =>
  http.get('/api/working-times/', { schema: import.meta.env.DEV && namedListSchema, signal });

export const workingTimesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.workingTimes, queryFn: ({ signal }) => getWorkingTimes(signal), staleTime: REFERENCE_STALE_TIME });

export const useWorkingTimes = () => useQuery(workingTimesQueryOptions());
