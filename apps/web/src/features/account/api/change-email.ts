import { authChangeEmail, authConfirmEmailChange, authUndoEmailChange } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import type { ChangeEmailPending } from '@app/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';

/**
 * The e-mail change in two steps (spec section 7, decision 118): PATCH /api/change-email/ mails a
 * code to the new address and moves nothing; POST /api/change-email/confirm/ with that code moves the
 * account. POST /api/change-email/undo/ is the old address's link, without sign-in.
 */
export const requestEmailChange = (body: { oldEmail: string; newEmail: string; password: string }): Promise<ChangeEmailPending> =>
  call(authChangeEmail, { body });

export const confirmEmailChange = (body: { code: string }): Promise<{ email: string }> => call(authConfirmEmailChange, { body });

export const undoEmailChange = (token: string): Promise<{ email: string }> => call(authUndoEmailChange, { body: { token } });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });

export const useConfirmEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }) });
};

export const useUndoEmailChange = () => useMutation({ mutationFn: undoEmailChange });
