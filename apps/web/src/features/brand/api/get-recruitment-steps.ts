import { referenceListsListRecruitmentSteps } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { recruitmentStepListSchema, type NamedItem } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandKeys } from './get-brand-address';

/** GET /api/recruitment-steps/: the recruitment steps to choose from (spec section 7). */
export const getRecruitmentSteps = (signal?: AbortSignal): Promise<NamedItem[]> =>
  call(referenceListsListRecruitmentSteps, { schema: import.meta.env.DEV && recruitmentStepListSchema, signal });

export const recruitmentStepsQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.recruitmentSteps, queryFn: ({ signal }) => getRecruitmentSteps(signal), staleTime: 5 * 60_000 });

export const useRecruitmentSteps = (enabled = true) => useQuery({ ...recruitmentStepsQueryOptions(), enabled });
