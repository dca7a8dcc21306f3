import { skillGroupListSchema, type SkillGroup } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/skills/ (The three skill groups), open to anonymous callers. */
export const getSkills = async (signal?: AbortSignal): Promise<SkillGroup[]> => http.get('/api/skills/', { schema: skillGroupListSchema, signal });

export const getSkillsQueryOptions = () =>
  queryOptions({ queryKey: ['registration', 'reference', 'skills'], queryFn: ({ signal }) => getSkills(signal), staleTime: 30 * 60_000 });

export const useSkills = () => useQuery(getSkillsQueryOptions());
