import { addressesListAddresses } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { addressListAnswerSchema, type AddressListAnswer } from '@app/contracts/addresses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { addressKeys } from '@/api/address-keys';

/** GET /api/addresses/?page=&search= (spec section 7). */
export const getAddresses = (page: number, search: string, signal?: AbortSignal): Promise<AddressListAnswer> =>
  call(addressesListAddresses, {
    query: { page, search: search.trim() || undefined },
    schema: import.meta.env.DEV && addressListAnswerSchema,
    signal,
  });

export const addressesQueryOptions = (page: number, search: string) =>
  queryOptions({ queryKey: addressKeys.list(page, search.trim()), queryFn: ({ signal }) => getAddresses(page, search, signal) });

export const useAddresses = (page: number, search: string, enabled = true) =>
  useQuery({ ...addressesQueryOptions(page, search), enabled, placeholderData: keepPreviousData });
