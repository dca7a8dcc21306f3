import { namedListSchema, type NamedItem } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/working-times/ (Working times), open to anonymous callers. */
export const getWorkingTimes = async (signal?: AbortSignal): Promise<NamedItem[]> => http.get('/api/working-times/', { schema: namedListSchema, signal });

export const getWorkingTimesQueryOptions = () =>
  queryOptions({ queryKey: ['registration', 'reference', 'working-times'], queryFn: ({ signal }) => getWorkingTimes(signal), staleTime: 30 * 60_000 });

export const useWorkingTimes = () => useQuery(getWorkingTimesQueryOptions());
