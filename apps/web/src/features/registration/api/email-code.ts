import { registrationCheckEmailCode, registrationCheckEmailLink, registrationSendEmailCode } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import {
  EMAIL_PROOF_KEYS,
  emailLinkProofAnswerSchema,
  emailProofAnswerSchema,
  type EmailLinkProofAnswer,
  type EmailProofAnswer,
} from '@app/contracts/registration';
import { useMutation } from '@tanstack/react-query';
import { isHttpError } from '@/lib/http';

/** POST /api/registration/email-code/: mails a code (the answer never says whether the e-mail has an account). */
export const requestEmailCode = (email: string): Promise<void> => call(registrationSendEmailCode, { body: { email } });

/** POST /api/registration/email-code/check/: the code for the proof the registration carries. */
export const checkEmailCode = (email: string, code: string): Promise<EmailProofAnswer> =>
  call(registrationCheckEmailCode, { body: { email, code }, schema: import.meta.env.DEV && emailProofAnswerSchema });

/** POST /api/registration/email-code/link/: the code mail's single-use link (decision 158) gives the proof and its address. */
export const checkEmailLink = (token: string): Promise<EmailLinkProofAnswer> =>
  call(registrationCheckEmailLink, { body: { token }, schema: import.meta.env.DEV && emailLinkProofAnswerSchema });

export const useCheckEmailLink = () => useMutation({ mutationFn: checkEmailLink });
export const useRequestEmailCode = () => useMutation({ mutationFn: requestEmailCode });
export const useCheckEmailCode = () =>
  useMutation({ mutationFn: ({ email, code }: { email: string; code: string }) => checkEmailCode(email, code) });

/** The registration was refused because its e-mail proof expired (or was not given): confirm the e-mail again. */
export const isEmailProofRefused = (error: unknown): boolean =>
  isHttpError(error) && (error.fieldErrors.email?.includes(EMAIL_PROOF_KEYS.proofInvalid) || error.fieldErrors.emailProof !== undefined);
