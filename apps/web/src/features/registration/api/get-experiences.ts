import { experienceListSchema, type Experience } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/experiences/ (Experience levels), open to anonymous callers. */
export const getExperiences = async (signal?: AbortSignal): Promise<Experience[]> => http.get('/api/experiences/', { schema: experienceListSchema, signal });

export const getExperiencesQueryOptions = () =>
  queryOptions({ queryKey: ['registration', 'reference', 'experiences'], queryFn: ({ signal }) => getExperiences(signal), staleTime: 30 * 60_000 });

export const useExperiences = () => useQuery(getExperiencesQueryOptions());
