import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** PATCH /api/change-password/ (spec section 7). */
export const changePassword = (body: { oldPassword: string; newPassword: string }): Promise<void> => http.patch<void>('/api/change-password/', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
