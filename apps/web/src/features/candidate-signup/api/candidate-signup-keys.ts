/** Query keys of the candidate sign-up feature. */
export const candidateSignupKeys = {
  info: (affiliate: string) => ['candidate-signup', 'info', affiliate] as const,
};
