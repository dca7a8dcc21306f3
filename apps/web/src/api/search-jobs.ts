import { referenceListsSearchJobTitles } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { JOB_SEARCH_MIN_CHARS, JOB_SEARCH_THROTTLE_MS } from '@app/contracts/constants';
import { jobSearchAnswerSchema, type JobHit } from '@app/contracts/jobs';
import { useThrottledValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/jobs/search/?term= (spec section 7), open to anonymous callers. */
export const searchJobs = async (term: string, signal?: AbortSignal): Promise<JobHit[]> =>
  (await call(referenceListsSearchJobTitles, { query: { term }, schema: import.meta.env.DEV && jobSearchAnswerSchema, signal })).hits;

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

/**
 * Suggestions for what is being typed in a job field (spec section 5, "Job search"): the term is
 * sent at most every 200 ms, and only from 3 characters; below that there are none.
 */
export const useThrottledJobSearch = (text: string) => {
  const term = useThrottledValue(text, JOB_SEARCH_THROTTLE_MS);
  const enough = term.trim().length >= JOB_SEARCH_MIN_CHARS;
  const search = useJobSearch(enough ? term : '');
  return { enough, hits: enough ? (search.data ?? []) : [], fetching: search.isFetching };
};
