import { skillGroupListSchema, type SkillGroup } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { REFERENCE_STALE_TIME, referenceKeys } from './reference-keys';

/** GET /api/skills/ (spec section 7). */
export const getSkills = async (signal?: AbortSignal): Promise<SkillGroup[]> =>
  http.get('/api/skills/', { schema: skillGroupListSchema, signal });

export const skillsQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.skills, queryFn: ({ signal }) => getSkills(signal), staleTime: REFERENCE_STALE_TIME });

export const useSkills = () => useQuery(skillsQueryOptions());
