import {
  candidateAppDownloadCv,
  candidateAppRemoveCv,
  candidateAppSaveProfile,
  candidateAppSignInWithLink,
  candidateAppUploadCv,
} from '@app/contracts/operations.gen';
import { candidateSessionSchema, type CandidateSession } from '@app/contracts/candidate-app';
import {
  candidateOwnProfileSchema,
  type CandidateCvBody,
  type CandidateOwnProfile,
  type CandidateProfileBody,
} from '@app/contracts/candidate-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, download } from '@/lib/api';
import { saveFile } from '@/lib/http';
import { candidateAppKeys, candidateProfileKey as profileKey, candidateSessionOptions } from '@/api/candidate-session';

/** The candidate's profile and one-tap apply (issue 33 item 2, decision 158); read through `@/api/candidate-session`. */
export { useCandidateProfile } from '@/api/candidate-session';

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

/** The profile's CV (decision 158): uploaded or replaced (a PDF, checked again by the API), removed, downloaded. */
export const useUploadCv = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateCvBody): Promise<CandidateOwnProfile> =>
      call(candidateAppUploadCv, { body, schema: import.meta.env.DEV && candidateOwnProfileSchema, timeoutMs: 60_000 }),
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
};

export const useRemoveCv = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CandidateOwnProfile> =>
      call(candidateAppRemoveCv, { schema: import.meta.env.DEV && candidateOwnProfileSchema }),
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
};

export const downloadCv = async (name: string): Promise<void> =>
  saveFile(await download(candidateAppDownloadCv, { fallbackFilename: name, timeoutMs: 30_000 }));
