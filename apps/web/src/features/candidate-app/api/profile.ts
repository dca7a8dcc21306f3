import { candidateAppGetProfile, candidateAppSaveProfile, candidateAppSignInWithLink } from '@app/contracts/operations.gen';
import { candidateSessionSchema, type CandidateSession } from '@app/contracts/candidate-app';
import { candidateOwnProfileSchema, type CandidateOwnProfile, type CandidateProfileBody } from '@app/contracts/candidate-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { candidateAppKeys, candidateSessionOptions } from '@/api/candidate-session';

/** The candidate's profile and one-tap apply (issue 33 item 2, decision 158). */
const profileKey = [...candidateAppKeys.all, 'profile'] as const;

export const useCandidateProfile = (enabled: boolean) =>
  useQuery({
    queryKey: profileKey,
    queryFn: (): Promise<CandidateOwnProfile> => call(candidateAppGetProfile, { schema: import.meta.env.DEV && candidateOwnProfileSchema }),
    enabled,
    retry: false,
  });

export const useSaveCandidateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateProfileBody): Promise<CandidateOwnProfile> =>
      call(candidateAppSaveProfile, { body, schema: import.meta.env.DEV && candidateOwnProfileSchema }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      // The session's greeting and the apply form's prefill read the proven details.
      void queryClient.invalidateQueries({ queryKey: candidateSessionOptions().queryKey });
    },
  });
};

/** The single-use link of a code mail (decision 158): opens the session in this browser. */
export const useCandidateSignInWithLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string): Promise<CandidateSession> =>
      call(candidateAppSignInWithLink, { body: { token }, schema: import.meta.env.DEV && candidateSessionSchema }),
    onSuccess: (session) => {
      queryClient.setQueryData(candidateSessionOptions().queryKey, session);
      void queryClient.invalidateQueries({ queryKey: [...candidateAppKeys.all, 'applications'] });
    },
  });
};
