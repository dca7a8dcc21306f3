import {
  adminAddPrivacyRequest,
  adminBeginTotpEnrolment,
  adminChangePassword,
  adminCompletePrivacyRequest,
  adminConfirmTotpEnrolment,
  adminDeactivateStaff,
  adminDiscardJob,
  adminGetCandidate,
  adminGetCustomer,
  adminGetHealth,
  adminGetRetention,
  adminInviteCustomer,
  adminListJobs,
  adminListPrivacyRequests,
  adminListStaff,
  adminReactivateCustomer,
  adminRenewRecoveryCodes,
  adminRetryJob,
  adminSearchCustomers,
  adminSendCustomerPasswordReset,
  adminSuspendCustomer,
  adminViewAsCustomer,
} from '@app/contracts/admin-operations.gen';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';

/**
 * The back office's support side (issue 34 items 2, 5, 6; decision 161) through the typed client:
 * customers, GDPR requests, jobs and health, the staff's own security. Never a customer session's
 * refresh (`noRefresh`, decision 152).
 */
type Kind = 'all' | 'recruiter' | 'headhunter' | 'affiliate' | 'candidate';
const noRefresh = { noRefresh: true } as const;
const KEY = 'backOffice';

export const customersQuery = (q: string, kind: Kind, page: number) =>
  queryOptions({
    queryKey: [KEY, 'customers', q, kind, page],
    queryFn: () => call(adminSearchCustomers, { query: { q, kind, page }, ...noRefresh }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
export const customerQuery = (uuid: string) =>
  queryOptions({ queryKey: [KEY, 'customer', uuid], queryFn: () => call(adminGetCustomer, { path: { uuid }, ...noRefresh }) });
export const candidateQuery = (uuid: string) =>
  queryOptions({ queryKey: [KEY, 'candidate', uuid], queryFn: () => call(adminGetCandidate, { path: { uuid }, ...noRefresh }) });
export const privacyRequestsQuery = (state: 'open' | 'done' | 'all') =>
  queryOptions({
    queryKey: [KEY, 'privacy', state],
    queryFn: () => call(adminListPrivacyRequests, { query: { state }, ...noRefresh }),
  });
export const retentionQuery = () => queryOptions({ queryKey: [KEY, 'retention'], queryFn: () => call(adminGetRetention, noRefresh) });
export const jobsQuery = () => queryOptions({ queryKey: [KEY, 'jobs'], queryFn: () => call(adminListJobs, noRefresh), staleTime: 0 });
export const healthQuery = () => queryOptions({ queryKey: [KEY, 'health'], queryFn: () => call(adminGetHealth, noRefresh), staleTime: 0 });
export const staffQuery = () => queryOptions({ queryKey: [KEY, 'staff'], queryFn: () => call(adminListStaff, noRefresh) });

/** A back-office change: everything the back office shows is read again after it. */
const useChange = <I, O>(fn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }) });
};

export const useSuspend = () =>
  useChange(({ uuid, reason }: { uuid: string; reason: string }) =>
    call(adminSuspendCustomer, { path: { uuid }, body: { reason }, ...noRefresh }),
  );
export const useReactivate = () =>
  useChange(({ uuid, reason }: { uuid: string; reason: string }) =>
    call(adminReactivateCustomer, { path: { uuid }, body: { reason }, ...noRefresh }),
  );
export const usePasswordReset = () => useChange((uuid: string) => call(adminSendCustomerPasswordReset, { path: { uuid }, ...noRefresh }));
export const useViewAs = () => useChange((uuid: string) => call(adminViewAsCustomer, { path: { uuid }, ...noRefresh }));
export const useInvite = () =>
  useChange((body: { email: string; company: string; manager: string; phoneNumber: string | null; maxAddresses: number }) =>
    call(adminInviteCustomer, { body, ...noRefresh }),
  );
export const useAddPrivacyRequest = () =>
  useChange(
    (body: { kind: 'export' | 'erasure'; subject: 'account' | 'candidate'; email: string; receivedOn?: string; note: string | null }) =>
      call(adminAddPrivacyRequest, { body, ...noRefresh }),
  );
export const useCompletePrivacyRequest = () =>
  useChange((id: number) => call(adminCompletePrivacyRequest, { path: { id }, body: { note: null }, ...noRefresh }));
export const useRetryJob = () => useChange((id: string) => call(adminRetryJob, { path: { id }, ...noRefresh }));
export const useDiscardJob = () => useChange((id: string) => call(adminDiscardJob, { path: { id }, ...noRefresh }));
export const useChangePassword = () =>
  useChange((body: { oldPassword: string; newPassword: string; code: string }) => call(adminChangePassword, { body, ...noRefresh }));
export const useBeginTotp = () =>
  useChange((body: { password: string; code: string }) => call(adminBeginTotpEnrolment, { body, ...noRefresh }));
export const useConfirmTotp = () => useChange((code: string) => call(adminConfirmTotpEnrolment, { body: { code }, ...noRefresh }));
export const useRenewCodes = () =>
  useChange((body: { password: string; code: string }) => call(adminRenewRecoveryCodes, { body, ...noRefresh }));
export const useDeactivateStaff = () => useChange((id: number) => call(adminDeactivateStaff, { path: { id }, ...noRefresh }));
