import { tokenPairSchema, type Profile, type TokenBody, type TokenPair } from '@app/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/auth';
import { clearTokens, setTokens } from '@/lib/cookies';
import { http, TOKEN_PATH } from '@/lib/http';

/** POST /api/token/ {email, password} -> {access, refresh}. */
export const createToken = (body: TokenBody): Promise<TokenPair> => http.post(TOKEN_PATH, body, { schema: tokenPairSchema });

/**
 * Login (spec section 4): the token request stores both tokens in cookies, then the profile is
 * loaded; on any failure the tokens are cleared.
 */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TokenBody): Promise<Profile> => {
      try {
        setTokens(await createToken(body));
        queryClient.clear(); // nothing of a previous session may survive
        return await queryClient.fetchQuery(profileQueryOptions());
      } catch (error) {
        clearTokens();
        throw error;
      }
    },
  });
};
