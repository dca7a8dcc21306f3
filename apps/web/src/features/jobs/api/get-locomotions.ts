import { referenceListsListLocomotions } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { locomotionListSchema, type Locomotion } from '@app/contracts/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, referenceKeys } from '@/api/reference-keys';

/** GET /api/locomotions/ (spec section 7) answers { results }. */
export const getLocomotions = async (signal?: AbortSignal): Promise<Locomotion[]> =>
  (await call(referenceListsListLocomotions, { schema: import.meta.env.DEV && locomotionListSchema, signal })).results;

export const locomotionsQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.locomotions, queryFn: ({ signal }) => getLocomotions(signal), staleTime: REFERENCE_STALE_TIME });

export const useLocomotions = () => useQuery(locomotionsQueryOptions());
