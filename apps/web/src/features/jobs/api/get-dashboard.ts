import { dashboardGetDashboard } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { dashboardSchema, type Dashboard } from '@app/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/dashboard/?address={uuid}: jobs with their recent applications. */
export const getDashboard = (addressUuid: string, signal?: AbortSignal): Promise<Dashboard> =>
  call(dashboardGetDashboard, { query: { address: addressUuid }, schema: import.meta.env.DEV && dashboardSchema, signal });

export const dashboardQueryOptions = (addressUuid: string) =>
  queryOptions({ queryKey: ['dashboard', addressUuid], queryFn: ({ signal }) => getDashboard(addressUuid, signal) });

export const useDashboard = (addressUuid: string | undefined) =>
  useQuery({ ...dashboardQueryOptions(addressUuid ?? ''), enabled: Boolean(addressUuid) });
