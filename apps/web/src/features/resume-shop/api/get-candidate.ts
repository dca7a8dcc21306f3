import { resumeShopGetCandidate } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { candidateDetailSchema, type CandidateDetail } from '@app/contracts/candidates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidateKeys } from '@/lib/candidates';
import { isHttpError } from '@/lib/http';

/** GET /api/candidate/{uuid}/?application=: the profile; contact details only when allowed. */
export const getCandidate = (uuid: string, applicationUuid: string | null, signal?: AbortSignal): Promise<CandidateDetail> =>
  call(resumeShopGetCandidate, {
    path: { uuid },
    query: { application: applicationUuid ?? undefined },
    schema: import.meta.env.DEV && candidateDetailSchema,
    signal,
  });

export const candidateQueryOptions = (uuid: string, applicationUuid: string | null) =>
  queryOptions({
    queryKey: [...candidateKeys.all, 'detail', uuid, applicationUuid] as const,
    queryFn: ({ signal }) => getCandidate(uuid, applicationUuid, signal),
    retry: (count, error) => count < 2 && !(isHttpError(error) && error.status === 404),
  });

export const useCandidate = (uuid: string, applicationUuid: string | null) => useQuery(candidateQueryOptions(uuid, applicationUuid));
