import { candidateSignupSignUpCandidate } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { candidateSignupAnswerSchema, type CandidateSignupAnswer, type CandidateSignupBody } from '@app/contracts/candidate-signup';
import { useMutation } from '@tanstack/react-query';

/** POST /api/candidate-signup/ (no sign-in): 201 whether the e-mail is known or not (decision 119). */
export const signUpCandidate = (body: CandidateSignupBody): Promise<CandidateSignupAnswer> =>
  call(candidateSignupSignUpCandidate, { body, schema: import.meta.env.DEV && candidateSignupAnswerSchema });

export const useSignUpCandidate = () => useMutation({ mutationFn: signUpCandidate });
