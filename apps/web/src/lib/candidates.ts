import { applicationsUpdateApplication, resumeShopGetAddressFilters, resumeShopSetFavorite } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { applicationPatchAnswerSchema } from '@app/contracts/applications';
import {
  addressFiltersSchema,
  favoriteToggleAnswerSchema,
  type AddressFilters,
  type FavoriteToggleAnswer,
} from '@app/contracts/candidates';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Candidate endpoints shared by several features (resume shop, candidate profile, resumes page):
 * the query-key roots they all invalidate, the favourite toggles, and the address filters.
 */

/** Every candidate list and profile lives under this key (favourites and purchases change them all). */
export const candidateKeys = { all: ['candidates'] as const };
/** Every application list and detail lives under this key. */
export const applicationKeys = { all: ['applications'] as const };

/** POST /api/favorite-candidate/ {uuid}: toggles the candidate in the favourites. */
export const toggleFavoriteCandidate = (uuid: string): Promise<FavoriteToggleAnswer> =>
  call(resumeShopSetFavorite, { body: { uuid }, schema: import.meta.env.DEV && favoriteToggleAnswerSchema });

/** PATCH /api/applications/{uuid}/ {favorite} */
export const setApplicationFavorite = (uuid: string, favorite: boolean) =>
  call(applicationsUpdateApplication, { path: { uuid }, body: { favorite }, schema: import.meta.env.DEV && applicationPatchAnswerSchema });

/** GET /api/addresses/{uuid}/filters/: the address's jobs with counts, experiences, business units. */
export const getAddressFilters = (addressUuid: string, signal?: AbortSignal): Promise<AddressFilters> =>
  call(resumeShopGetAddressFilters, { path: { uuid: addressUuid }, schema: import.meta.env.DEV && addressFiltersSchema, signal });

export const addressFiltersQueryOptions = (addressUuid: string) =>
  queryOptions({
    queryKey: [...candidateKeys.all, 'filters', addressUuid] as const,
    queryFn: ({ signal }) => getAddressFilters(addressUuid, signal),
    staleTime: 30_000,
  });

export const useAddressFilters = (addressUuid: string | undefined) =>
  useQuery({ ...addressFiltersQueryOptions(addressUuid ?? ''), enabled: Boolean(addressUuid) });

/** The job ids a job filter sends: the job and its similar jobs (spec section 7). */
export const jobFilterIds = (job: { id: number; similarJobs: { id: number }[] }): number[] => [job.id, ...job.similarJobs.map((s) => s.id)];

/** Initials of a name for avatars without a picture. */
export const initialsOf = (...parts: (string | null | undefined)[]): string =>
  parts
    .filter((p): p is string => Boolean(p))
    .map((p) => p.trim().charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
