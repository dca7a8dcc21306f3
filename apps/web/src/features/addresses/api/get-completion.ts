import { addressesGetCompletion } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { addressCompletionSchema, type AddressCompletion } from '@app/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressKeys } from '@/api/address-keys';

/** GET /api/addresses/{uuid}/completion/ (no sign-in): what the completion page needs. */
export const getCompletion = (uuid: string, signal?: AbortSignal): Promise<AddressCompletion> =>
  call(addressesGetCompletion, { path: { uuid }, schema: import.meta.env.DEV && addressCompletionSchema, signal });

export const completionQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: addressKeys.completion(uuid),
    queryFn: ({ signal }) => getCompletion(uuid, signal),
    staleTime: Infinity,
    retry: false,
  });

export const useCompletion = (uuid: string) => useQuery(completionQueryOptions(uuid));
