import { resumeShopGetPublicResume } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { publicResumeSchema, type PublicResume } from '@app/contracts/candidates';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/public-resume/{uuid}/?application=: no sign-in, never contact details. */
export const getPublicResume = (uuid: string, applicationUuid: string | null, signal?: AbortSignal): Promise<PublicResume> =>
  call(resumeShopGetPublicResume, {
    path: { uuid },
    query: { application: applicationUuid ?? undefined },
    schema: import.meta.env.DEV && publicResumeSchema,
    signal,
  });

export const publicResumeQueryOptions = (uuid: string, applicationUuid: string | null) =>
  queryOptions({
    queryKey: ['public-resume', uuid, applicationUuid] as const,
    queryFn: ({ signal }) => getPublicResume(uuid, applicationUuid, signal),
    retry: 1,
  });

export const usePublicResume = (uuid: string, applicationUuid: string | null) => useQuery(publicResumeQueryOptions(uuid, applicationUuid));
