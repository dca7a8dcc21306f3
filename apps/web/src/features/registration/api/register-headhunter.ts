import { registrationRegisterHeadhunter } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { registrationAnswerSchema, type HeadhunterRegistrationBody, type RegistrationAnswer } from '@app/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markSignedIn } from '@/lib/cookies';

/** POST /api/recruiter/headhunter/: a head-hunter account (no payment at registration). */
export const registerHeadhunter = (body: HeadhunterRegistrationBody): Promise<RegistrationAnswer> =>
  call(registrationRegisterHeadhunter, { body, schema: import.meta.env.DEV && registrationAnswerSchema, timeoutMs: 30_000 });

export const useRegisterHeadhunter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerHeadhunter,
    // The API set the session's HttpOnly cookies (decision 117).
    onSuccess: () => {
      markSignedIn();
      queryClient.clear();
    },
  });
};
