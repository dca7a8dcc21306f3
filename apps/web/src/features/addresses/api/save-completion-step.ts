import { addressCompletionSchema, type AddressCompletion, type AddressCompletionStepBody } from '@app/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { addressKeys } from '@/api/address-keys';

/** PATCH /api/addresses/{uuid}/completion/: saves the SIRET step or the address form. */
export const saveCompletionStep = ({ uuid, body }: { uuid: string; body: AddressCompletionStepBody }): Promise<AddressCompletion> =>
  http.patch(`/api/addresses/${encodeURIComponent(uuid)}/completion/`, body, { schema: import.meta.env.DEV && addressCompletionSchema });

export const useSaveCompletionStep = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCompletionStep, onSuccess: (data, { uuid }) => queryClient.setQueryData(addressKeys.completion(uuid), data) });
};
