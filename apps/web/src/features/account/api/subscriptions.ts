import { subscriptionListSchema, type SubscriptionInfo } from '@app/contracts/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';
import { http } from '@/lib/http';

const subscriptionsQueryKey = ['subscriptions'] as const;

/** GET /api/subscriptions/: the account's subscriptions, with status, period, price and whether they renew. */
export const getSubscriptions = async (signal?: AbortSignal): Promise<SubscriptionInfo[]> =>
  (await http.get('/api/subscriptions/', { schema: import.meta.env.DEV && subscriptionListSchema, signal })).results;

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionsQueryKey, queryFn: ({ signal }) => getSubscriptions(signal) });

export const useSubscriptions = (enabled = true) => useQuery({ ...subscriptionsQueryOptions(), enabled });

/** POST /api/subscriptions/{uuid}/cancel/: the subscription is not renewed; it runs to the end of its paid period. */
export const cancelSubscription = (uuid: string): Promise<void> => http.post<void>(`/api/subscriptions/${encodeURIComponent(uuid)}/cancel/`);

export const useCancelSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
