import { referenceListsListActivitySectors } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { activitySectorListAnswerSchema } from '@app/contracts/account';
import type { activitySectorSchema } from '@app/contracts/auth';
import { ACTIVITY_SECTOR_MIN_CHARS, ACTIVITY_SECTOR_PAGE_SIZE } from '@app/contracts/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

export type ActivitySector = z.infer<typeof activitySectorSchema>;

/** GET /api/activity-sectors/?search=&page_size=6 (spec section 7). */
export const searchActivitySectors = async (search: string, signal?: AbortSignal): Promise<ActivitySector[]> =>
  (
    await call(referenceListsListActivitySectors, {
      query: { search, page_size: ACTIVITY_SECTOR_PAGE_SIZE },
      schema: import.meta.env.DEV && activitySectorListAnswerSchema,
      signal,
    })
  ).results;

export const activitySectorSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['activity-sectors', search.trim().toLowerCase()],
    queryFn: ({ signal }) => searchActivitySectors(search.trim(), signal),
    staleTime: 10 * 60_000,
  });

export const useActivitySectorSearch = (search: string) => {
  const enabled = search.trim().length >= ACTIVITY_SECTOR_MIN_CHARS;
  return useQuery({ ...activitySectorSearchQueryOptions(search), enabled, placeholderData: enabled ? keepPreviousData : undefined });
};
