import { invoiceListSchema, type Invoice } from '@app/contracts/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoicesListInvoices } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';

/** GET /api/invoices/: the account's invoices, newest first. */
export const getInvoices = async (signal?: AbortSignal): Promise<Invoice[]> =>
  (await call(invoicesListInvoices, { schema: import.meta.env.DEV && invoiceListSchema, signal })).results;

export const invoicesQueryKey = ['invoices', 'list'] as const;

export const invoicesQueryOptions = () => queryOptions({ queryKey: invoicesQueryKey, queryFn: ({ signal }) => getInvoices(signal) });

/** While an invoice is being prepared, the list asks again every few seconds. */
export const useInvoices = () =>
  useQuery({ ...invoicesQueryOptions(), refetchInterval: (query) => (query.state.data?.some((i) => !i.isTreated) ? 3000 : false) });
