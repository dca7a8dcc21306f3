import { accountUpdateAccount } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { accountSchema, type Account, type UpdateAccountBody } from '@app/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';
import { accountKeys } from './get-account';

/** PATCH /api/recruiter/me/ (spec section 7): company, manager (not for head-hunters), address, sector, logo. */
export const updateAccount = (body: UpdateAccountBody): Promise<Account> =>
  call(accountUpdateAccount, { body, schema: import.meta.env.DEV && accountSchema });

export const useUpdateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.all, account);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
