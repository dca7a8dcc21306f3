import { addressesDeleteAddress } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { DELETE_SUCCESS_DELAY_MS } from '@app/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';
import { addressKeys } from '@/api/address-keys';

/** DELETE /api/addresses/{uuid}/ (a parent address cannot be deleted). */
export const deleteAddress = (uuid: string): Promise<void> => call(addressesDeleteAddress, { path: { uuid } });

/** Spec section 8: on success, after 300 ms, the profile is reloaded (then the success toast shows). */
export const useDeleteAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          void Promise.all([
            queryClient.invalidateQueries({ queryKey: profileQueryKey }),
            queryClient.invalidateQueries({ queryKey: addressKeys.all }),
          ]).then(() => resolve());
        }, DELETE_SUCCESS_DELAY_MS),
      ),
  });
};
