import { namedListSchema, type NamedItem } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/remotes/ (Remote-work options), open to anonymous callers. */
export const getRemotes = async (signal?: AbortSignal): Promise<NamedItem[]> => http.get('/api/remotes/', { schema: namedListSchema, signal });

export const getRemotesQueryOptions = () =>
  queryOptions({ queryKey: ['registration', 'reference', 'remotes'], queryFn: ({ signal }) => getRemotes(signal), staleTime: 30 * 60_000 });

export const useRemotes = () => useQuery(getRemotesQueryOptions());
