import { JOB_SEARCH_MIN_CHARS } from '@app/contracts/constants';
import { jobSearchAnswerSchema, type JobHit } from '@app/contracts/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/jobs/search/?term= (spec section 7): job titles for the completion's jobs step. */
export const searchJobs = async (term: string, signal?: AbortSignal): Promise<JobHit[]> =>
  (await http.get('/api/jobs/search/', { query: { term }, schema: jobSearchAnswerSchema, signal })).hits;

export const jobSearchQueryOptions = (term: string) =>
  queryOptions({ queryKey: ['address-completion', 'jobs', term.trim().toLowerCase()], queryFn: ({ signal }) => searchJobs(term.trim(), signal), staleTime: 5 * 60_000 });

export const useJobSearch = (term: string) => {
  const enabled = term.trim().length >= JOB_SEARCH_MIN_CHARS;
  return useQuery({ ...jobSearchQueryOptions(term), enabled, placeholderData: enabled ? keepPreviousData : undefined });
};
