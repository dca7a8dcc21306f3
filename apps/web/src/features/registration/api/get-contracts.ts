import { namedListSchema, type NamedItem } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/contracts/ (Contract types), open to anonymous callers. */
export const getContracts = async (signal?: AbortSignal): Promise<NamedItem[]> => http.get('/api/contracts/', { schema: namedListSchema, signal });

export const getContractsQueryOptions = () =>
  queryOptions({ queryKey: ['registration', 'reference', 'contracts'], queryFn: ({ signal }) => getContracts(signal), staleTime: 30 * 60_000 });

export const useContracts = () => useQuery(getContractsQueryOptions());
