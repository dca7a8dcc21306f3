import { addressesSubmitCompletion } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { addressCompletionSchema, type AddressCompletion, type AddressCompletionFinishBody } from '@app/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressKeys } from '@/api/address-keys';
import { profileQueryKey } from '@/lib/auth';

/** POST /api/addresses/{uuid}/completion/: the jobs (at least one) and the terms; the address is then complete. */
export const finishCompletion = ({ uuid, body }: { uuid: string; body: AddressCompletionFinishBody }): Promise<AddressCompletion> =>
  call(addressesSubmitCompletion, { path: { uuid }, body, schema: import.meta.env.DEV && addressCompletionSchema });

export const useFinishCompletion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishCompletion,
    onSuccess: (data, { uuid }) => {
      queryClient.setQueryData(addressKeys.completion(uuid), data);
      // The profile lists the site (name, place): the next screen (the reset screen, the switch)
      // must show it completed, not under its blank name "Nouveau site" (issue 29).
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
