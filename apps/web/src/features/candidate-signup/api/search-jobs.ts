import { JOB_SEARCH_MIN_CHARS } from '@app/contracts/constants';
import type { SignupJob } from '@app/contracts/candidate-signup';
import { jobSearchAnswerSchema } from '@app/contracts/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { candidateSignupKeys } from './candidate-signup-keys';

/** GET /api/jobs/search/?term= (public, spec section 7): the searched-job suggestions. */
export const searchJobs = async (term: string, signal?: AbortSignal): Promise<SignupJob[]> =>
  (await http.get('/api/jobs/search/', { query: { term }, schema: jobSearchAnswerSchema, signal })).hits.map((h) => ({
    id: h.id,
    name: h.name,
  }));

export const jobSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: candidateSignupKeys.jobs(term.trim().toLowerCase()),
    queryFn: ({ signal }) => searchJobs(term.trim(), signal),
    staleTime: 5 * 60_000,
  });

/** Suggestions from 3 characters; a shorter term asks nothing. */
export const useJobSearch = (term: string) => {
  const enabled = term.trim().length >= JOB_SEARCH_MIN_CHARS;
  return useQuery({ ...jobSearchQueryOptions(term), enabled, placeholderData: enabled ? keepPreviousData : undefined });
};
