import { jobsUpdateJob } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { addressJobSchema, type AddressJob, type UpdateAddressJobBody } from '@app/contracts/address-jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressJobKeys } from './address-job-keys';

/** PATCH /api/addresses-jobs/{uuid}/: job data, or `{ active, urgent }`. */
export const updateAddressJob = ({ uuid, body }: { uuid: string; body: UpdateAddressJobBody }): Promise<AddressJob> =>
  call(jobsUpdateJob, { path: { uuid }, body, schema: import.meta.env.DEV && addressJobSchema });

export const useUpdateAddressJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddressJob,
    onSuccess: (job) => {
      queryClient.setQueryData(addressJobKeys.detail(job.uuid), job);
      queryClient.setQueryData<AddressJob[]>(addressJobKeys.list(job.address.uuid), (jobs) =>
        jobs?.map((j) => (j.uuid === job.uuid ? job : j)),
      );
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['business-units'] });
    },
  });
};
