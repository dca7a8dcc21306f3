import { CHECKOUT_SESSION_QUERY } from '@app/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { profileQueryKey, useCurrentRecruiter } from '@/lib/auth';
import { setCurrentAddress } from '@/lib/current-address';
import { notifySuccess } from '@/lib/notify';
import { useOrderBySession } from '@/api/get-order-by-session';
import '@/locales/orders';

/**
 * Back from a checkout inside the application (`checkout_session_id` in the query, spec section 4:
 * "on return with checkout session id the profile is reloaded"): once the order is paid, the
 * profile and the lists are reloaded and a toast confirms the payment. An order for sites (a new
 * site, or one waiting for its payment) makes the last site it paid for the current one: the
 * recruiter lands on what they just bought (decision 143), not on the site they were on.
 */
export function useCheckoutReturn(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recruiter = useCurrentRecruiter();
  const [params] = useSearchParams();
  const sessionId = params.get(CHECKOUT_SESSION_QUERY);
  const order = useOrderBySession(sessionId);
  const done = useRef<string | null>(null);
  const paid = order.data?.status === 'paid';
  useEffect(() => {
    if (!paid || !sessionId || done.current === sessionId) return;
    done.current = sessionId;
    const bought = order.data?.kind === 'address' ? order.data.addresses.at(-1) : undefined;
    if (bought) setCurrentAddress(recruiter.uuid, bought);
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'orders' });
    notifySuccess(t('components.checkout_return.paid'));
  }, [paid, sessionId, queryClient, t, order.data, recruiter.uuid]);
}
