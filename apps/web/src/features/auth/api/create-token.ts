import type { Profile, SessionAnswer, TokenBody } from '@app/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/auth';
import { clearTokens, markSignedIn } from '@/lib/cookies';
import { authSignIn } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';

/** POST /api/token/ {email, password}: the API sets the session's HttpOnly cookies (decision 117). */
export const createToken = async (body: TokenBody): Promise<SessionAnswer> => {
  // The schema (zod) loads beside the answer, not with the login page (decision 085).
  const [{ sessionAnswerSchema }, answer] = await Promise.all([import('@app/contracts/auth'), call(authSignIn, { body })]);
  return sessionAnswerSchema.parse(answer);
};

/**
 * Login (spec section 4): the token request stores both tokens in cookies, then the profile is
 * loaded; on any failure the tokens are cleared.
 */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TokenBody): Promise<Profile> => {
      try {
        await createToken(body);
        markSignedIn();
        queryClient.clear(); // nothing of a previous session may survive
        return await queryClient.fetchQuery(profileQueryOptions());
      } catch (error) {
        clearTokens();
        throw error;
      }
    },
  });
};
