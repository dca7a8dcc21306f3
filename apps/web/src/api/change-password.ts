import { authChangePassword } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/change-password/ (spec section 7). */
export const changePassword = (body: { oldPassword: string; newPassword: string }): Promise<void> => call(authChangePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
