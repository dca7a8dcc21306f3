import { JOB_SEARCH_MIN_CHARS } from '@app/contracts/constants';
import { jobSearchAnswerSchema, type JobHit } from '@app/contracts/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/jobs/search/?term= (spec section 7), open to anonymous callers. */
export const searchJobs = async (term: string, signal?: AbortSignal): Promise<JobHit[]> =>
  (await http.get('/api/jobs/search/', { query: { term }, schema: import.meta.env.DEV && jobSearchAnswerSchema, signal })).hits;

export const jobSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['jobs', 'search', term.trim().toLowerCase()],
    queryFn: ({ signal }) => searchJobs(term.trim(), signal),
    staleTime: 5 * 60_000,
  });

/** Suggestions for a term of 3 characters or more; an empty or shorter term has none. */
export const useJobSearch = (term: string) => {
  const enabled = term.trim().length >= JOB_SEARCH_MIN_CHARS;
  return useQuery({ ...jobSearchQueryOptions(term), enabled, placeholderData: enabled ? keepPreviousData : undefined });
};
