import { addressesSaveCompletion } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { addressCompletionSchema, type AddressCompletion, type AddressCompletionStepBody } from '@app/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressKeys } from '@/api/address-keys';

/** PATCH /api/addresses/{uuid}/completion/: saves the SIRET step or the address form. */
export const saveCompletionStep = ({ uuid, body }: { uuid: string; body: AddressCompletionStepBody }): Promise<AddressCompletion> =>
  call(addressesSaveCompletion, { path: { uuid }, body, schema: import.meta.env.DEV && addressCompletionSchema });

export const useSaveCompletionStep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompletionStep,
    onSuccess: (data, { uuid }) => queryClient.setQueryData(addressKeys.completion(uuid), data),
  });
};
