import { addressDetailSchema, type AddressDetail } from '@app/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { addressKeys } from './address-keys';

/** GET /api/addresses/{uuid}/: the address with its jobs (spec section 7). */
export const getAddress = (uuid: string, signal?: AbortSignal): Promise<AddressDetail> =>
  http.get(`/api/addresses/${encodeURIComponent(uuid)}/`, { schema: import.meta.env.DEV && addressDetailSchema, signal });

export const addressQueryOptions = (uuid: string) => queryOptions({ queryKey: addressKeys.detail(uuid), queryFn: ({ signal }) => getAddress(uuid, signal) });

export const useAddress = (uuid: string, enabled = true) => useQuery({ ...addressQueryOptions(uuid), enabled });
