import { referenceListsListActivitySectors } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { activitySectorListAnswerSchema } from '@app/contracts/account';
import type { activitySectorSchema } from '@app/contracts/auth';
import { ACTIVITY_SECTOR_MIN_CHARS, ACTIVITY_SECTOR_PAGE_SIZE, ACTIVITY_SECTOR_PAGE_SIZE_MAX } from '@app/contracts/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useReferenceName } from './reference-name';

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

/** The whole list (a fixed reference list of a few dozen sectors: one page of the largest size). */
export const allActivitySectorsQueryOptions = () =>
  queryOptions({
    queryKey: ['activity-sectors', 'all'],
    queryFn: async ({ signal }) =>
      (
        await call(referenceListsListActivitySectors, {
          query: { page_size: ACTIVITY_SECTOR_PAGE_SIZE_MAX },
          schema: import.meta.env.DEV && activitySectorListAnswerSchema,
          signal,
        })
      ).results,
    staleTime: 10 * 60_000,
  });

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The sectors for what is typed, from the whole list loaded once (decision 143): every sector while
 * nothing is typed (the field shows its list on focus), else those whose name in the page's language
 * or French name holds every word typed, those starting with it first. English pages
 * find "Hotels and restaurants" by "hotel", which the API's French search could not.
 */
export const useActivitySectorList = (search: string) => {
  const referenceName = useReferenceName();
  const labelOf = (sector: ActivitySector) => referenceName(sector.name);
  const all = useQuery(allActivitySectorsQueryOptions());
  const words = folded(search.trim()).split(/\s+/).filter(Boolean);
  const data = all.data
    ?.map((sector) => ({ sector, label: folded(labelOf(sector)), name: folded(sector.name) }))
    .filter(({ label, name }) => words.every((w) => label.includes(w) || name.includes(w)))
    .sort((a, b) => {
      const q = words.join(' ');
      const rank = (x: { label: string }) => (q && x.label.startsWith(q) ? 0 : 1);
      return rank(a) - rank(b) || a.label.localeCompare(b.label);
    })
    .map(({ sector }) => sector);
  return { data, isFetching: all.isFetching };
};
