import { candidateAppApplyInOneTap, candidateAppGetProfile, candidateAppGetSession } from '@app/contracts/operations.gen';
import { applyAnswerSchema, type ApplyAnswer, type SignedInApplyBody } from '@app/contracts/apply';
import { candidateSessionSchema, type CandidateSession } from '@app/contracts/candidate-app';
import { candidateOwnProfileSchema, type CandidateOwnProfile } from '@app/contracts/candidate-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { hasCandidateSession } from '@/lib/cookies';
import { isHttpError } from '@/lib/http';

/** The candidate's space queries (issue 33). */
export const candidateAppKeys = { all: ['candidate-app'] as const };

/**
 * GET /api/candidate-app/session/: who is signed in as a candidate, or null when no candidate session
 * is open in this browser (no hint: not even asked). Read by the candidate's space and by the apply
 * page, which prefills its form from it (issue 33, item 2).
 */
export const candidateSessionOptions = () =>
  queryOptions({
    queryKey: [...candidateAppKeys.all, 'session'] as const,
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

export const useCandidateSession = () => useQuery(candidateSessionOptions());

/**
 * POST /api/candidate-app/apply/{uuid}/: the one-tap apply of a signed-in candidate (issue 33 item 2,
 * decision 158): the apply form's body without the e-mail (the session's), confirmed at once.
 */
export const applyInOneTap = ({ uuid, body }: { uuid: string; body: SignedInApplyBody }): Promise<ApplyAnswer> =>
  call(candidateAppApplyInOneTap, { path: { uuid }, body, schema: import.meta.env.DEV && applyAnswerSchema });

export const candidateProfileKey = [...candidateAppKeys.all, 'profile'] as const;

/**
 * GET /api/candidate-app/profile/: the signed-in candidate's profile, read by their space, by the
 * apply page (the one tap starts from its searched jobs) and by "Offres près de chez moi" (its town).
 */
export const useCandidateProfile = (enabled: boolean) =>
  useQuery({
    queryKey: candidateProfileKey,
    queryFn: (): Promise<CandidateOwnProfile> => call(candidateAppGetProfile, { schema: import.meta.env.DEV && candidateOwnProfileSchema }),
    enabled,
    retry: false,
  });
