import {
  candidateAppConfirmApplication,
  candidateAppListApplications,
  candidateAppOpenDataPage,
  candidateAppSendSignInCode,
  candidateAppSignInCandidate,
  candidateAppSignOutCandidate,
} from '@app/contracts/operations.gen';
import {
  candidateApplicationListSchema,
  candidateDataAccessSchema,
  candidateSessionSchema,
  type CandidateApplicationList,
  type CandidateCodeCheck,
  type CandidateDataAccess,
  type CandidateSession,
} from '@app/contracts/candidate-app';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { candidateAppKeys, candidateSessionOptions } from '@/api/candidate-session';

/**
 * The candidate's space (issue 33): sign-in with a mailed code, who is signed in, "Mes candidatures".
 * The session is the API's HttpOnly cookie; `candidate_signed_in` only hints that it may exist.
 */
export const useCandidateApplications = (enabled: boolean) =>
  useQuery({
    queryKey: [...candidateAppKeys.all, 'applications'] as const,
    queryFn: (): Promise<CandidateApplicationList> =>
      call(candidateAppListApplications, { schema: import.meta.env.DEV && candidateApplicationListSchema }),
    enabled,
    retry: false,
  });

export const useSendCandidateCode = () =>
  useMutation({ mutationFn: (email: string): Promise<void> => call(candidateAppSendSignInCode, { body: { email } }) });

export const useCandidateSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateCodeCheck): Promise<CandidateSession> =>
      call(candidateAppSignInCandidate, { body, schema: import.meta.env.DEV && candidateSessionSchema }),
    onSuccess: (session) => {
      queryClient.setQueryData(candidateSessionOptions().queryKey, session);
      void queryClient.invalidateQueries({ queryKey: [...candidateAppKeys.all, 'applications'] });
    },
  });
};

export const useCandidateSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<void> => call(candidateAppSignOutCandidate),
    onSettled: () => {
      queryClient.setQueryData(candidateSessionOptions().queryKey, null);
      queryClient.removeQueries({ queryKey: [...candidateAppKeys.all, 'applications'] });
      queryClient.removeQueries({ queryKey: [...candidateAppKeys.all, 'follows'] });
    },
  });
};

/** The token of the signed-in candidate's data page (export, retention date, erasure), issue 33 item 6. */
export const useOpenCandidateData = () =>
  useMutation({
    mutationFn: (): Promise<CandidateDataAccess> =>
      call(candidateAppOpenDataPage, { schema: import.meta.env.DEV && candidateDataAccessSchema }),
  });

/**
 * "Confirmer cette candidature" (decision 158, walk of 2026-11-29): the session proves the mailbox,
 * the tap claims the application; the list is read again (confirmed, with the recruiter's message).
 */
export const useConfirmCandidateApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string): Promise<void> => call(candidateAppConfirmApplication, { path: { uuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...candidateAppKeys.all, 'applications'] }),
  });
};
