import { applicationSchema, type Application } from '@app/contracts/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/lib/candidates';
import { http } from '@/lib/http';

/** GET /api/applications/{uuid}/: one application, with what was typed with it (decision 119). */
export const getApplication = (uuid: string, signal?: AbortSignal): Promise<Application> =>
  http.get(`/api/applications/${encodeURIComponent(uuid)}/`, { schema: import.meta.env.DEV && applicationSchema, signal });

export const applicationQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: [...applicationKeys.all, 'detail', uuid] as const, queryFn: ({ signal }) => getApplication(uuid, signal) });

export const useApplication = (uuid: string, enabled: boolean) => useQuery({ ...applicationQueryOptions(uuid), enabled });
