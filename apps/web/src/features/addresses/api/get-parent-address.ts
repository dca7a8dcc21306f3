import { addressesGetParentAddress } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { addressSummarySchema, type AddressSummary } from '@app/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressKeys } from '@/api/address-keys';

/** GET /api/addresses/parent/: the parent address of the account's group; 204 means none (spec section 4). */
export const getParentAddress = async (signal?: AbortSignal): Promise<AddressSummary | null> => {
  const body = await call(addressesGetParentAddress, { signal });
  return body === undefined || body === null ? null : addressSummarySchema.parse(body);
};

export const parentAddressQueryOptions = () =>
  queryOptions({ queryKey: addressKeys.parent, queryFn: ({ signal }) => getParentAddress(signal), staleTime: 60_000 });

export const useParentAddress = (enabled = true) => useQuery({ ...parentAddressQueryOptions(), enabled });
