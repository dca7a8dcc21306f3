import { jobsListJobs } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { addressJobListSchema, type AddressJob } from '@app/contracts/address-jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressJobKeys } from './address-job-keys';

/** GET /api/addresses-jobs/?address={uuid}: the jobs of the current address (decision 021). */
export const getAddressJobs = (addressUuid: string, signal?: AbortSignal): Promise<AddressJob[]> =>
  call(jobsListJobs, { query: { address: addressUuid }, schema: import.meta.env.DEV && addressJobListSchema, signal });

export const addressJobsQueryOptions = (addressUuid: string) =>
  queryOptions({ queryKey: addressJobKeys.list(addressUuid), queryFn: ({ signal }) => getAddressJobs(addressUuid, signal) });

export const useAddressJobs = (addressUuid: string | undefined) =>
  useQuery({ ...addressJobsQueryOptions(addressUuid ?? ''), enabled: Boolean(addressUuid) });
