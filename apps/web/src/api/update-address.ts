import { addressesUpdateAddress } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { type UpdateAddressBody } from '@app/contracts/addresses';
import { addressSummarySchema, type AddressSummary } from '@app/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';
import { addressKeys } from './address-keys';

/** PATCH /api/addresses/{uuid}/ with one of the partial forms of spec section 7. */
export const updateAddress = ({ uuid, body }: { uuid: string; body: UpdateAddressBody }): Promise<AddressSummary> =>
  call(addressesUpdateAddress, { path: { uuid }, body, schema: import.meta.env.DEV && addressSummarySchema });

export const useUpdateAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: addressKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
