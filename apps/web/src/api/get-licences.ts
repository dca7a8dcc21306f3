import { referenceListsListLicences } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { licenceListSchema, type Licence } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, referenceKeys } from '@/api/reference-keys';

/** GET /api/licences/ (spec section 7) answers { results }. */
export const getLicences = async (signal?: AbortSignal): Promise<Licence[]> =>
  (await call(referenceListsListLicences, { schema: import.meta.env.DEV && licenceListSchema, signal })).results;

export const licencesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.licences, queryFn: ({ signal }) => getLicences(signal), staleTime: REFERENCE_STALE_TIME });

export const useLicences = () => useQuery(licencesQueryOptions());
