import { orderSchema, type Order } from '@app/contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/orders/session/{checkout_session_id}/: the order paid through a checkout (return pages). */
export const getOrderBySession = (sessionId: string, signal?: AbortSignal): Promise<Order> =>
  http.get(`/api/orders/session/${encodeURIComponent(sessionId)}/`, { schema: orderSchema, signal });

export const orderBySessionQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: ['registration', 'order-by-session', sessionId], queryFn: ({ signal }) => getOrderBySession(sessionId, signal) });

/**
 * The order of a payment return, polled every second until the verified webhook has marked it
 * paid (it may arrive a moment after the browser), for at most a minute.
 */
export const useOrderBySession = (sessionId: string | null) =>
  useQuery({
    ...orderBySessionQueryOptions(sessionId ?? ''),
    enabled: sessionId !== null,
    refetchInterval: (query) => {
      const order = query.state.data;
      if (order && order.status !== 'pending') return false;
      return query.state.dataUpdateCount + query.state.errorUpdateCount < 60 ? 1000 : false;
    },
  });
