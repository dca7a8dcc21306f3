import { accountDeleteAccount } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import type { DeleteAccountBody } from '@app/contracts/account';
import { useMutation } from '@tanstack/react-query';

/** DELETE /api/recruiter/me/delete/: the account and its addresses go (docs/decisions/010-account.md). */
export const deleteAccount = (body: DeleteAccountBody): Promise<void> => call(accountDeleteAccount, { body });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
