import { registrationRegisterRecruiter } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { registrationAnswerSchema, type RecruiterRegistrationBody, type RegistrationAnswer } from '@app/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markSignedIn } from '@/lib/cookies';

/** POST /api/recruiter/ (spec section 7): creates the account, opens the session (HttpOnly cookies, decision 117) and answers the checkout URL. */
export const registerRecruiter = (body: RecruiterRegistrationBody): Promise<RegistrationAnswer> =>
  call(registrationRegisterRecruiter, { body, schema: import.meta.env.DEV && registrationAnswerSchema, timeoutMs: 30_000 });

/** Registration signs the new user in (cookies) before the browser leaves for the checkout. */
export const useRegisterRecruiter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerRecruiter,
    // The API set the session's HttpOnly cookies (decision 117).
    onSuccess: () => {
      markSignedIn();
      queryClient.clear();
    },
  });
};
