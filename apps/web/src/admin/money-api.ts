import {
  adminCancelSubscription,
  adminChangePrice,
  adminDownloadPayoutFile,
  adminListBankChanges,
  adminListOrderRefunds,
  adminListPayoutFiles,
  adminListPayouts,
  adminListPrices,
  adminListSubscriptions,
  adminMakePayoutFile,
  adminMarkPayoutFileSent,
  adminMoveSubscriptionRenewal,
  adminPreparePayouts,
  adminRefundOrderAmount,
  adminSearchOrders,
  adminSetPayoutHold,
} from '@app/contracts/admin-operations.gen';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, download } from '@/lib/api';
import { saveFile } from '@/lib/http';

/** The back office's money and payouts calls (decision 160), through the typed client; every change refreshes the back office's reads. */
const useChange = <I, O>(fn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['backOffice'] }) });
};

/** The month whose payouts are due now: the previous month (`yyyy-MM-01`). */
export const previousMonthOf = (now = new Date()): string => {
  const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  return d.toISOString().slice(0, 10);
};

export const payoutsQuery = (month: string) =>
  queryOptions({
    queryKey: ['backOffice', 'payouts', month],
    queryFn: () => call(adminListPayouts, { query: { month }, noRefresh: true }),
    staleTime: 0,
  });
export const payoutFilesQuery = () =>
  queryOptions({ queryKey: ['backOffice', 'payoutFiles'], queryFn: () => call(adminListPayoutFiles, { noRefresh: true }), staleTime: 0 });
export const bankChangesQuery = () =>
  queryOptions({ queryKey: ['backOffice', 'bankChanges'], queryFn: () => call(adminListBankChanges, { noRefresh: true }) });

export const usePreparePayouts = () => useChange((month: string) => call(adminPreparePayouts, { body: { month }, noRefresh: true }));
export const usePayoutHold = () =>
  useChange(({ id, action, reason }: { id: number; action: 'hold' | 'exclude' | 'release'; reason: string }) =>
    call(adminSetPayoutHold, { path: { id }, body: { action, reason }, noRefresh: true }),
  );
export const useMakePayoutFile = () => useChange((month: string) => call(adminMakePayoutFile, { body: { month }, noRefresh: true }));
export const useMarkSent = () => useChange((id: number) => call(adminMarkPayoutFileSent, { path: { id }, noRefresh: true }));
export const downloadPayoutFile = async (id: number): Promise<void> =>
  saveFile(await download(adminDownloadPayoutFile, { path: { id }, fallbackFilename: `virements-${id}.xml`, noRefresh: true }));

export type OrderStatusFilter = 'pending' | 'paid' | 'canceled' | 'failed' | 'payment_mismatch';
export const ordersQuery = (q: string, status: OrderStatusFilter | '') =>
  queryOptions({
    queryKey: ['backOffice', 'orders', q, status],
    queryFn: () => call(adminSearchOrders, { query: { ...(q ? { q } : {}), ...(status ? { status } : {}) }, noRefresh: true }),
    staleTime: 0,
  });
export const orderRefundsQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['backOffice', 'orderRefunds', uuid],
    queryFn: () => call(adminListOrderRefunds, { path: { uuid }, noRefresh: true }),
  });
export const useRefundAmount = () =>
  useChange(({ uuid, ...body }: { uuid: string; amountCents: number; reason: string; idempotencyKey: string }) =>
    call(adminRefundOrderAmount, { path: { uuid }, body, noRefresh: true }),
  );

export const pricesQuery = () =>
  queryOptions({ queryKey: ['backOffice', 'prices'], queryFn: () => call(adminListPrices, { noRefresh: true }), staleTime: 0 });
export const useChangePrice = () =>
  useChange(({ id, ...body }: { id: number; unitAmount: number; validFrom?: string; reason: string }) =>
    call(adminChangePrice, { path: { id }, body, noRefresh: true }),
  );

export const subscriptionsQuery = (email: string) =>
  queryOptions({
    queryKey: ['backOffice', 'subscriptions', email],
    queryFn: () => call(adminListSubscriptions, { query: { email }, noRefresh: true }),
    enabled: email.length > 0,
    staleTime: 0,
  });
export const useCancelSubscription = () =>
  useChange(({ uuid, ...body }: { uuid: string; when: 'period_end' | 'now'; currentPeriodEnd: string; reason: string }) =>
    call(adminCancelSubscription, { path: { uuid }, body, noRefresh: true }),
  );
export const useMoveRenewal = () =>
  useChange(({ uuid, ...body }: { uuid: string; currentPeriodEnd: string; reason: string } & ({ months: number } | { date: string })) =>
    call(adminMoveSubscriptionRenewal, { path: { uuid }, body, noRefresh: true }),
  );
