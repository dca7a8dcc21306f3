import { accountChangeSiret } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import type { ChangeSiretBody } from '@app/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';
import { accountKeys } from './get-account';

/** PATCH /api/change-siret/ (spec section 7). */
export const changeSiret = (body: ChangeSiretBody): Promise<void> => call(accountChangeSiret, { body });

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
