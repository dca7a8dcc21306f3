import { subscriptionsStopAddressSubscription } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';
import { addressKeys } from '@/api/address-keys';

/** POST /api/addresses/{uuid}/stop-subscription/: the subscription ends with its paid period (stop-subscription link). */
export const stopSubscription = (uuid: string): Promise<void> => call(subscriptionsStopAddressSubscription, { path: { uuid } });

export const useStopSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopSubscription,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: addressKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
