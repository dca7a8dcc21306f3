import { candidateSignupAnswerSchema, type CandidateSignupAnswer, type CandidateSignupBody } from '@app/contracts/candidate-signup';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/candidate-signup/ (no sign-in): 201 whether the e-mail is known or not (decision 119). */
export const signUpCandidate = (body: CandidateSignupBody): Promise<CandidateSignupAnswer> =>
  http.post('/api/candidate-signup/', body, { schema: import.meta.env.DEV && candidateSignupAnswerSchema });

export const useSignUpCandidate = () => useMutation({ mutationFn: signUpCandidate });
