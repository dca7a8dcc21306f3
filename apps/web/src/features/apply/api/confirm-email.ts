import { candidateEmailConfirmAnswerSchema, type CandidateEmailConfirmAnswer } from '@app/contracts/candidate-email';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/candidate-email/confirm/ (no sign-in): the mailed link proves the candidate's e-mail (decision 119). */
export const confirmCandidateEmail = (token: string): Promise<CandidateEmailConfirmAnswer> =>
  http.post('/api/candidate-email/confirm/', { token }, { schema: import.meta.env.DEV && candidateEmailConfirmAnswerSchema });

export const useConfirmCandidateEmail = () => useMutation({ mutationFn: confirmCandidateEmail });
