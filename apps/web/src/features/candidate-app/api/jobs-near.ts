import { jobsNearSearchJobsNear } from '@app/contracts/operations.gen';
import { jobsNearAnswerSchema, type JobsNearAnswer } from '@app/contracts/jobs-near';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** Where to search: a town's postal or INSEE code, or the phone's position (asked on a button press only). */
export type JobsNearWhere = { town: string } | { lat: number; lng: number };

/** GET /api/jobs-near/ (no sign-in): live sites with open jobs around a place, nearest first, page after page. */
export const useJobsNear = (where: JobsNearWhere | null, radius: number) =>
  useInfiniteQuery({
    queryKey: ['jobs-near', where, radius] as const,
    queryFn: ({ pageParam, signal }): Promise<JobsNearAnswer> =>
      call(jobsNearSearchJobsNear, {
        query: { ...where!, radius, page: pageParam },
        schema: import.meta.env.DEV && jobsNearAnswerSchema,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPageNumber ?? undefined,
    enabled: where !== null,
    retry: false,
    staleTime: 60_000,
  });
