import { basketGetBasketOrder } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { resumeOrderSchema, type ResumeOrder } from '@app/contracts/basket';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/basket/orders/{uuid}/: the order-confirmed page polls it until the webhook marks it paid. */
export const getResumeOrder = (uuid: string, signal?: AbortSignal): Promise<ResumeOrder> =>
  call(basketGetBasketOrder, { path: { uuid }, schema: import.meta.env.DEV && resumeOrderSchema, signal });

export const resumeOrderQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['orders', 'resumes', uuid] as const,
    queryFn: ({ signal }) => getResumeOrder(uuid, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' && query.state.dataUpdateCount < 120 ? 1000 : false),
  });

export const useResumeOrder = (uuid: string) => useQuery(resumeOrderQueryOptions(uuid));
