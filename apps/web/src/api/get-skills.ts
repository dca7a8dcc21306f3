import { referenceListsListSkills } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { skillGroupListSchema, type SkillGroup } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, referenceKeys } from './reference-keys';

/**
 * GET /api/skills/ (the three skill groups), open to anonymous callers. With a job, the skills that
 * fit it come first in each group, flagged `suggested` (issue 11, item 9).
 */
export const getSkills = async (jobId?: number, signal?: AbortSignal): Promise<SkillGroup[]> =>
  call(referenceListsListSkills, {
    schema: import.meta.env.DEV && skillGroupListSchema,
    signal,
    ...(jobId ? { query: { job: jobId } } : {}),
  });

export const skillsQueryOptions = (jobId?: number) =>
  queryOptions({
    queryKey: [...referenceKeys.skills, jobId ?? null],
    queryFn: ({ signal }) => getSkills(jobId, signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useSkills = (jobId?: number) => useQuery(skillsQueryOptions(jobId));
