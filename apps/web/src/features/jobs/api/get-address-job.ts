import { jobsGetJob } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { addressJobSchema, type AddressJob } from '@app/contracts/address-jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressJobKeys } from './address-job-keys';

/** GET /api/addresses-jobs/{uuid}/: one job, for the edit wizard. */
export const getAddressJob = (uuid: string, signal?: AbortSignal): Promise<AddressJob> =>
  call(jobsGetJob, { path: { uuid }, schema: import.meta.env.DEV && addressJobSchema, signal });

export const addressJobQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: addressJobKeys.detail(uuid), queryFn: ({ signal }) => getAddressJob(uuid, signal) });

export const useAddressJob = (uuid: string | undefined) => useQuery({ ...addressJobQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
