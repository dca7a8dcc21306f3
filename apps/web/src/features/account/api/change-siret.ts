import type { ChangeSiretBody } from '@app/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';
import { http } from '@/lib/http';
import { accountKeys } from './get-account';

/** PATCH /api/change-siret/ (spec section 7). */
export const changeSiret = (body: ChangeSiretBody): Promise<void> => http.patch<void>('/api/change-siret/', body);

export const useChangeSiret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSiret,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
