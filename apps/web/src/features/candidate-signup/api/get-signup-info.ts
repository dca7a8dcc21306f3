import { candidateSignupGetSignupPage } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { candidateSignupInfoSchema, type CandidateSignupInfo } from '@app/contracts/candidate-signup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidateSignupKeys } from './candidate-signup-keys';

/** GET /api/candidate-signup/?affiliate= (no sign-in): whether the QR code's affiliate is known. */
export const getSignupInfo = (affiliate: string, signal?: AbortSignal): Promise<CandidateSignupInfo> =>
  call(candidateSignupGetSignupPage, { query: { affiliate }, schema: import.meta.env.DEV && candidateSignupInfoSchema, signal });

export const signupInfoQueryOptions = (affiliate: string) =>
  queryOptions({
    queryKey: candidateSignupKeys.info(affiliate),
    queryFn: ({ signal }) => getSignupInfo(affiliate, signal),
    staleTime: 10 * 60_000,
  });

/** Nothing is asked without a code: the page then signs up without attribution. */
export const useSignupInfo = (affiliate: string) => useQuery({ ...signupInfoQueryOptions(affiliate), enabled: affiliate !== '' });
