import { registrationAnswerSchema, type AffiliateRegistrationBody, type RegistrationAnswer } from '@app/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setTokens } from '@/lib/cookies';
import { http } from '@/lib/http';

/** POST /api/recruiter/affiliate/: the affiliate account with its kit order; answers the checkout URL. */
export const registerAffiliate = (body: AffiliateRegistrationBody): Promise<RegistrationAnswer> =>
  http.post('/api/recruiter/affiliate/', body, { schema: import.meta.env.DEV && registrationAnswerSchema, timeoutMs: 30_000 });

export const useRegisterAffiliate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAffiliate,
    onSuccess: (answer) => {
      setTokens(answer);
      queryClient.clear();
    },
  });
};
