import { applicationsGetApplication } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { applicationSchema, type Application } from '@app/contracts/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/lib/candidates';

/** GET /api/applications/{uuid}/: one application, with what was typed with it (decision 119). */
export const getApplication = (uuid: string, signal?: AbortSignal): Promise<Application> =>
  call(applicationsGetApplication, { path: { uuid }, schema: import.meta.env.DEV && applicationSchema, signal });

export const applicationQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: [...applicationKeys.all, 'detail', uuid] as const, queryFn: ({ signal }) => getApplication(uuid, signal) });

export const useApplication = (uuid: string, enabled: boolean) => useQuery({ ...applicationQueryOptions(uuid), enabled });
