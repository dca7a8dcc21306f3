import { registrationRegisterAffiliate } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { registrationAnswerSchema, type AffiliateRegistrationBody, type RegistrationAnswer } from '@app/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markSignedIn } from '@/lib/cookies';

/** POST /api/recruiter/affiliate/: the affiliate account with its kit order; answers the checkout URL. */
export const registerAffiliate = (body: AffiliateRegistrationBody): Promise<RegistrationAnswer> =>
  call(registrationRegisterAffiliate, { body, schema: import.meta.env.DEV && registrationAnswerSchema, timeoutMs: 30_000 });

export const useRegisterAffiliate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAffiliate,
    // The API set the session's HttpOnly cookies (decision 117).
    onSuccess: () => {
      markSignedIn();
      queryClient.clear();
    },
  });
};
