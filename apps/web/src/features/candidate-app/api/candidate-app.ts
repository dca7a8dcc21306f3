import {
  candidateAppGetSession,
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
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { hasCandidateSession } from '@/lib/cookies';
import { isHttpError } from '@/lib/http';

/**
 * The candidate's space (issue 33): sign-in with a mailed code, who is signed in, "Mes candidatures".
 * The session is the API's HttpOnly cookie; `candidate_signed_in` only hints that it may exist.
 */
const keys = { all: ['candidate-app'] as const };

/** Who is signed in, or null when no candidate session is open in this browser. */
const sessionOptions = () =>
  queryOptions({
    queryKey: [...keys.all, 'session'] as const,
    queryFn: async (): Promise<CandidateSession | null> => {
      if (!hasCandidateSession()) return null;
      try {
        return await call(candidateAppGetSession, { schema: import.meta.env.DEV && candidateSessionSchema });
      } catch (error) {
        if (isHttpError(error) && error.status === 401) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: 60_000,
  });

export const useCandidateSession = () => useQuery(sessionOptions());

export const useCandidateApplications = (enabled: boolean) =>
  useQuery({
    queryKey: [...keys.all, 'applications'] as const,
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
      queryClient.setQueryData(sessionOptions().queryKey, session);
      void queryClient.invalidateQueries({ queryKey: [...keys.all, 'applications'] });
    },
  });
};

export const useCandidateSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<void> => call(candidateAppSignOutCandidate),
    onSettled: () => {
      queryClient.setQueryData(sessionOptions().queryKey, null);
      queryClient.removeQueries({ queryKey: [...keys.all, 'applications'] });
    },
  });
};

/** The token of the signed-in candidate's data page (export, retention date, erasure), issue 33 item 6. */
export const useOpenCandidateData = () =>
  useMutation({
    mutationFn: (): Promise<CandidateDataAccess> =>
      call(candidateAppOpenDataPage, { schema: import.meta.env.DEV && candidateDataAccessSchema }),
  });
