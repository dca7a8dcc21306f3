import { referenceListsListExperiences } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { experienceListSchema, type Experience } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, referenceKeys } from './reference-keys';

/** GET /api/experiences/ (spec section 7). */
export const getExperiences = async (signal?: AbortSignal): Promise<Experience[]> =>
  call(referenceListsListExperiences, { schema: import.meta.env.DEV && experienceListSchema, signal });

export const experiencesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.experiences, queryFn: ({ signal }) => getExperiences(signal), staleTime: REFERENCE_STALE_TIME });

export const useExperiences = () => useQuery(experiencesQueryOptions());
