import { applicationsListApplications } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { applicationListAnswerSchema, type ApplicationListAnswer } from '@app/contracts/applications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/lib/candidates';

export type DateFilter = 'all' | '7' | '14' | '30' | 'favorites' | 'purchases';

export interface ApplicationListParams {
  address: string;
  filter: DateFilter;
  /** Multi-filters (spec section 2): none means all. */
  jobUuids: string[];
  disability: boolean;
  experiences: number[];
  businessUnits: number[];
  page: number;
}

/** GET /api/applications/: the address's applications, newest first, 20 per page. */
export const getApplications = (params: ApplicationListParams, signal?: AbortSignal): Promise<ApplicationListAnswer> =>
  call(applicationsListApplications, {
    query: {
      address: params.address,
      days: params.filter === '7' || params.filter === '14' || params.filter === '30' ? params.filter : undefined,
      favorite: params.filter === 'favorites' ? '1' : undefined,
      purchased: params.filter === 'purchases' ? '1' : undefined,
      job: params.jobUuids,
      with_disability: params.disability ? 'true' : undefined,
      experience: params.experiences,
      business_unit: params.businessUnits,
      page: params.page,
    },
    schema: import.meta.env.DEV && applicationListAnswerSchema,
    signal,
  });

export const applicationsQueryOptions = (params: ApplicationListParams) =>
  queryOptions({
    queryKey: [...applicationKeys.all, 'list', params] as const,
    queryFn: ({ signal }) => getApplications(params, signal),
    placeholderData: keepPreviousData,
  });

export const useApplications = (params: ApplicationListParams, enabled = true) =>
  useQuery({ ...applicationsQueryOptions(params), enabled });
