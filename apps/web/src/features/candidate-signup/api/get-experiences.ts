import { experienceListSchema, type Experience } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { candidateSignupKeys } from './candidate-signup-keys';

/** GET /api/experiences/ (public reference list, spec section 7): the experience select. */
export const getExperiences = (signal?: AbortSignal): Promise<Experience[]> =>
  http.get('/api/experiences/', { schema: experienceListSchema, signal });

export const experiencesQueryOptions = () =>
  queryOptions({ queryKey: candidateSignupKeys.experiences, queryFn: ({ signal }) => getExperiences(signal), staleTime: 5 * 60_000 });

export const useExperiences = () => useQuery(experiencesQueryOptions());
