import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { reloadJobsSoon } from './create-address-job';

/** DELETE /api/addresses-jobs/{uuid}/ */
export const deleteAddressJob = (uuid: string): Promise<void> => http.delete<void>(`/api/addresses-jobs/${encodeURIComponent(uuid)}/`);

export const useDeleteAddressJob = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddressJob, onSuccess: () => reloadJobsSoon(queryClient) });
};
