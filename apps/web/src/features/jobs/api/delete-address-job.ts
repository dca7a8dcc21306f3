import { jobsDeleteJob } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadJobsSoon } from './create-address-job';

/** DELETE /api/addresses-jobs/{uuid}/ */
export const deleteAddressJob = (uuid: string): Promise<void> => call(jobsDeleteJob, { path: { uuid } });

export const useDeleteAddressJob = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddressJob, onSuccess: () => reloadJobsSoon(queryClient) });
};
