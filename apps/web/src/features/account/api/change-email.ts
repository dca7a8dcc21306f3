import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/auth';
import { http } from '@/lib/http';

/** PATCH /api/change-email/ (spec section 7). */
export const changeEmail = (body: { oldEmail: string; newEmail: string; password: string }): Promise<void> => http.patch<void>('/api/change-email/', body);

export const useChangeEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }) });
};
