import { candidateEmailConfirmEmail } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { candidateEmailConfirmAnswerSchema, type CandidateEmailConfirmAnswer } from '@app/contracts/candidate-email';
import { useMutation } from '@tanstack/react-query';

/** POST /api/candidate-email/confirm/ (no sign-in): the mailed link proves the candidate's e-mail (decision 119). */
export const confirmCandidateEmail = (token: string): Promise<CandidateEmailConfirmAnswer> =>
  call(candidateEmailConfirmEmail, { body: { token }, schema: import.meta.env.DEV && candidateEmailConfirmAnswerSchema });

export const useConfirmCandidateEmail = () => useMutation({ mutationFn: confirmCandidateEmail });
