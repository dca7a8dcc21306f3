import { affiliatesGetDashboard } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { affiliateDashboardSchema, type AffiliateDashboard } from '@app/contracts/affiliates';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/affiliate/dashboard/: figures, threshold, history and kit (decision 055). */
export const getAffiliateDashboard = (signal?: AbortSignal): Promise<AffiliateDashboard> =>
  call(affiliatesGetDashboard, { schema: import.meta.env.DEV && affiliateDashboardSchema, signal });

export const affiliateKeys = {
  all: ['affiliate'] as const,
  dashboard: () => [...affiliateKeys.all, 'dashboard'] as const,
  profile: () => [...affiliateKeys.all, 'profile'] as const,
  qrCode: () => [...affiliateKeys.all, 'qrcode'] as const,
};

export const affiliateDashboardQueryOptions = () =>
  queryOptions({ queryKey: affiliateKeys.dashboard(), queryFn: ({ signal }) => getAffiliateDashboard(signal) });

export const useAffiliateDashboard = () => useQuery(affiliateDashboardQueryOptions());
