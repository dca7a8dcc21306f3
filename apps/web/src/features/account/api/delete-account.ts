import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** DELETE /api/recruiter/me/delete/: the account and its addresses go (docs/decisions/010-account.md). */
export const deleteAccount = (): Promise<void> => http.delete<void>('/api/recruiter/me/delete/');

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
