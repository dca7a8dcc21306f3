import type { DeleteAccountBody } from '@app/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** DELETE /api/recruiter/me/delete/: the account and its addresses go (docs/decisions/010-account.md). */
export const deleteAccount = (body: DeleteAccountBody): Promise<void> => http.delete<void>('/api/recruiter/me/delete/', body);

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
