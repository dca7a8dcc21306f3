import { dashboardSchema, type Dashboard } from '@app/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/dashboard/?address={uuid}: jobs with their recent applications. */
export const getDashboard = (addressUuid: string, signal?: AbortSignal): Promise<Dashboard> =>
  http.get('/api/dashboard/', { query: { address: addressUuid }, schema: import.meta.env.DEV && dashboardSchema, signal });

export const dashboardQueryOptions = (addressUuid: string) =>
  queryOptions({ queryKey: ['dashboard', addressUuid], queryFn: ({ signal }) => getDashboard(addressUuid, signal) });

export const useDashboard = (addressUuid: string | undefined) =>
  useQuery({ ...dashboardQueryOptions(addressUuid ?? ''), enabled: Boolean(addressUuid) });
