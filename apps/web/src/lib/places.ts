import { placesSearchPlaces } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { ADDRESS_LOOKUP_MAX_CHARS, ADDRESS_LOOKUP_MIN_CHARS } from '@app/contracts/constants';
import type { Place } from '@app/contracts/auth';
import { placeSearchAnswerSchema } from '@app/contracts/places';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/places/?q=: French places, 5 suggestions at most (shared by the account, address and completion forms). */
export const searchPlaces = async (q: string, signal?: AbortSignal): Promise<Place[]> =>
  (await call(placesSearchPlaces, { query: { q }, schema: import.meta.env.DEV && placeSearchAnswerSchema, signal })).results;

export const placeSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['places', q.trim().toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(q.trim(), signal),
    staleTime: 5 * 60_000,
  });

export const usePlaceSearch = (q: string) => {
  const length = q.trim().length;
  const enabled = length >= ADDRESS_LOOKUP_MIN_CHARS && length <= ADDRESS_LOOKUP_MAX_CHARS;
  return useQuery({ ...placeSearchQueryOptions(q), enabled, placeholderData: enabled ? keepPreviousData : undefined });
};
