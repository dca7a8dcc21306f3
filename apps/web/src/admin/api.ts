import {
  adminAnswerMessage,
  adminGetMe,
  adminListAudit,
  adminListFlaggedPayments,
  adminListInbox,
  adminRefundOrder,
  adminSetMessageStatus,
  adminSignIn,
  adminSignOut,
} from '@app/contracts/admin-operations.gen';
import type { StaffSignIn } from '@app/contracts/staff';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { isHttpError } from '@/lib/http';

/**
 * The back office's calls (decision 152), through the typed client generated from the routes
 * (decision 145). Every staff route answers 404 without a staff session: `me` is then null and the
 * sign-in form shows.
 */
export const meQuery = () =>
  queryOptions({
    queryKey: ['backOffice', 'me'],
    queryFn: async () => {
      try {
        return await call(adminGetMe, { noRefresh: true });
      } catch (error) {
        if (isHttpError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export const flaggedQuery = () =>
  queryOptions({ queryKey: ['backOffice', 'flagged'], queryFn: () => call(adminListFlaggedPayments, { noRefresh: true }) });

export type InboxStatus = 'new' | 'answered' | 'closed';
export const inboxQuery = (status: InboxStatus) =>
  queryOptions({ queryKey: ['backOffice', 'inbox', status], queryFn: () => call(adminListInbox, { query: { status }, noRefresh: true }) });

export const auditQuery = (before?: number) =>
  queryOptions({
    queryKey: ['backOffice', 'audit', before ?? 0],
    queryFn: () => call(adminListAudit, { query: before ? { before, limit: 50 } : { limit: 50 }, noRefresh: true }),
    staleTime: 0,
  });

export const useSignIn = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSignIn) => call(adminSignIn, { body, noRefresh: true }),
    onSuccess: (me) => client.setQueryData(meQuery().queryKey, me),
  });
};

export const useSignOut = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(adminSignOut, { noRefresh: true }),
    onSettled: () => {
      client.clear();
      client.setQueryData(meQuery().queryKey, null);
    },
  });
};

export const useRefund = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, reason }: { uuid: string; reason: string }) =>
      call(adminRefundOrder, { path: { uuid }, body: { reason }, noRefresh: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['backOffice'] }),
  });
};

export const useAnswer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer, lang }: { id: number; answer: string; lang: 'fr' | 'en' }) =>
      call(adminAnswerMessage, { path: { id }, body: { answer, lang }, noRefresh: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['backOffice'] }),
  });
};

export const useSetStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'new' | 'closed' }) =>
      call(adminSetMessageStatus, { path: { id }, body: { status }, noRefresh: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['backOffice'] }),
  });
};
