import { ordersGetOrderBySession } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { orderSchema, type Order } from '@app/contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/orders/session/{checkout_session_id}/: the order paid through a checkout (payment return pages). */
export const getOrderBySession = (sessionId: string, signal?: AbortSignal): Promise<Order> =>
  call(ordersGetOrderBySession, { path: { sessionId }, schema: import.meta.env.DEV && orderSchema, signal });

export const orderBySessionQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: ['orders', 'session', sessionId], queryFn: ({ signal }) => getOrderBySession(sessionId, signal) });

/** Polled every second until the webhook marked it paid (at most a minute). */
export const useOrderBySession = (sessionId: string | null) =>
  useQuery({
    ...orderBySessionQueryOptions(sessionId ?? ''),
    enabled: sessionId !== null,
    retry: false,
    refetchInterval: (query) => {
      if (query.state.data && query.state.data.status !== 'pending') return false;
      return query.state.dataUpdateCount + query.state.errorUpdateCount < 60 ? 1000 : false;
    },
  });
