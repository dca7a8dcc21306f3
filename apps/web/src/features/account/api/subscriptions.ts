import {
  subscriptionsCancelSubscription,
  subscriptionsListSubscriptions,
  subscriptionsResumeSubscription,
} from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { subscriptionListSchema, type SubscriptionInfo } from '@app/contracts/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';

const subscriptionsQueryKey = ['subscriptions'] as const;

/** GET /api/subscriptions/: the account's subscriptions, with status, period, price and whether they renew. */
export const getSubscriptions = async (signal?: AbortSignal): Promise<SubscriptionInfo[]> =>
  (await call(subscriptionsListSubscriptions, { schema: import.meta.env.DEV && subscriptionListSchema, signal })).results;

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionsQueryKey, queryFn: ({ signal }) => getSubscriptions(signal) });

export const useSubscriptions = (enabled = true) => useQuery({ ...subscriptionsQueryOptions(), enabled });

/** POST /api/subscriptions/{uuid}/cancel/: the subscription is not renewed; it runs to the end of its paid period. */
export const cancelSubscription = (uuid: string): Promise<void> => call(subscriptionsCancelSubscription, { path: { uuid } });

/** POST /api/subscriptions/{uuid}/resume/: a stopped subscription renews again at its period end (decision 136). */
export const resumeSubscription = (uuid: string): Promise<void> => call(subscriptionsResumeSubscription, { path: { uuid } });

/** A change of renewal: the subscriptions and the profile (which shows them) are read again. */
const useRenewalChange = (mutationFn: (uuid: string) => Promise<void>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};

export const useCancelSubscription = () => useRenewalChange(cancelSubscription);
export const useResumeSubscription = () => useRenewalChange(resumeSubscription);
