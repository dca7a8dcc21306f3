import { addressesUpdateAddress } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';

/** PATCH /api/addresses/{uuid}/ with `{ freeApplication }` (spec section 7). */
export const updateFreeApplication = ({
  addressUuid,
  freeApplication,
}: {
  addressUuid: string;
  freeApplication: boolean;
}): Promise<unknown> => call(addressesUpdateAddress, { path: { uuid: addressUuid }, body: { freeApplication } });

/** The address flag lives in the profile (its addresses): reloaded after the change. */
export const useUpdateFreeApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFreeApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
};
