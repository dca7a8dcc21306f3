import { referenceListsListLanguages } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { languageListSchema, type Language } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, referenceKeys } from '@/api/reference-keys';

/** GET /api/languages/ (spec section 7) answers { results }. */
export const getLanguages = async (signal?: AbortSignal): Promise<Language[]> =>
  (await call(referenceListsListLanguages, { schema: import.meta.env.DEV && languageListSchema, signal })).results;

export const languagesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.languages, queryFn: ({ signal }) => getLanguages(signal), staleTime: REFERENCE_STALE_TIME });

export const useLanguages = () => useQuery(languagesQueryOptions());
