import { jobsCreateJob } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { addressJobSchema, type AddressJob, type CreateAddressJobBody } from '@app/contracts/address-jobs';
import { JOB_RELOAD_DELAY_MS } from '@app/contracts/constants';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addressJobKeys } from './address-job-keys';

/** POST /api/addresses-jobs/ */
export const createAddressJob = (body: CreateAddressJobBody): Promise<AddressJob> =>
  call(jobsCreateJob, { body, schema: import.meta.env.DEV && addressJobSchema });

/**
 * The address's jobs are reloaded 300 ms after a job is added or removed (spec section 4), and
 * so are the views that show them (dashboard, business units, profile).
 */
export const reloadJobsSoon = (queryClient: QueryClient): void => {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: addressJobKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    void queryClient.invalidateQueries({ queryKey: ['business-units'] });
  }, JOB_RELOAD_DELAY_MS);
};

export const useCreateAddressJob = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAddressJob, onSuccess: () => reloadJobsSoon(queryClient) });
};
