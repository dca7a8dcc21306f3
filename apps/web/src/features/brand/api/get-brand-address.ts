import { addressesGetAddress } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { addressDetailSchema, type AddressDetail } from '@app/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Query keys of the brand feature; mutations invalidate through them. */
export const brandKeys = {
  all: ['brand'] as const,
  address: (uuid: string) => ['brand', 'address', uuid] as const,
  advantages: ['brand', 'advantages'] as const,
  recruitmentSteps: ['brand', 'recruitment-steps'] as const,
};

/** GET /api/addresses/{uuid}/: the current address with its brand fields (spec section 7). */
export const getBrandAddress = (uuid: string, signal?: AbortSignal): Promise<AddressDetail> =>
  call(addressesGetAddress, { path: { uuid }, schema: import.meta.env.DEV && addressDetailSchema, signal });

/**
 * Read once per page visit and on explicit reloads only (after a save, on a discarded tab): a
 * background refetch must never overwrite a form being edited.
 */
export const brandAddressQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: brandKeys.address(uuid),
    queryFn: ({ signal }) => getBrandAddress(uuid, signal),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useBrandAddress = (uuid: string | undefined, enabled = true) =>
  useQuery({ ...brandAddressQueryOptions(uuid ?? ''), enabled: enabled && Boolean(uuid) });
