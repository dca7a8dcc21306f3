import { jobsGetAvailability } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { addressJobAvailabilitySchema, type AddressJobAvailability } from '@app/contracts/address-jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressJobKeys } from './address-job-keys';

/**
 * GET /api/addresses-jobs/availability/: whether the address may take the job, by the save's own
 * duplicate rule (issue 29: a duplicate is told at step 1, not at "Enregistrer").
 */
export const getJobAvailability = (
  addressUuid: string,
  job: number,
  except: string | undefined,
  signal?: AbortSignal,
): Promise<AddressJobAvailability> =>
  call(jobsGetAvailability, {
    query: { address: addressUuid, job, except },
    schema: import.meta.env.DEV && addressJobAvailabilitySchema,
    signal,
  });

export const jobAvailabilityQueryOptions = (addressUuid: string, job: number, except: string | undefined) =>
  queryOptions({
    queryKey: addressJobKeys.availability(addressUuid, job, except),
    queryFn: ({ signal }) => getJobAvailability(addressUuid, job, except, signal),
  });

/** Asked once a job is chosen; nothing while no job or no address. */
export const useJobAvailability = (addressUuid: string | undefined, job: number | undefined, except?: string) =>
  useQuery({ ...jobAvailabilityQueryOptions(addressUuid ?? '', job ?? 0, except), enabled: Boolean(addressUuid) && Boolean(job) });
