import { registrationAnswerSchema, type AffiliateRegistrationBody, type RegistrationAnswer } from '@app/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markSignedIn } from '@/lib/cookies';
import { http } from '@/lib/http';

/** POST /api/recruiter/affiliate/: the affiliate account with its kit order; answers the checkout URL. */
export const registerAffiliate = (body: AffiliateRegistrationBody): Promise<RegistrationAnswer> =>
  http.post('/api/recruiter/affiliate/', body, { schema: import.meta.env.DEV && registrationAnswerSchema, timeoutMs: 30_000 });

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
