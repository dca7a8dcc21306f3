import { candidateEmailLinkStatus } from '@app/contracts/operations.gen';
import { candidateEmailStatusAnswerSchema, type CandidateEmailStatusAnswer } from '@app/contracts/candidate-email';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

/**
 * POST /api/candidate-email/status/ (no sign-in): whether a confirmation link was used already,
 * read when the page opens without using the link (issue 29: a used link offered "Confirmer" again).
 */
const linkStatusOptions = (token: string) =>
  queryOptions({
    queryKey: ['candidate-email-status', token],
    queryFn: (): Promise<CandidateEmailStatusAnswer> =>
      call(candidateEmailLinkStatus, { body: { token }, schema: import.meta.env.DEV && candidateEmailStatusAnswerSchema }),
    retry: false,
    staleTime: Infinity,
  });

export const useCandidateEmailLinkStatus = (token: string) => useQuery({ ...linkStatusOptions(token), enabled: token !== '' });
