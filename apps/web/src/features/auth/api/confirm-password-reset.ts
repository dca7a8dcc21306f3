import { authResetPassword } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { type passwordResetConfirmBodySchema } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

/** POST /api/password-reset/confirm/ {token, password}: sets the new password. */
export const confirmPasswordReset = (body: PasswordResetConfirmBody): Promise<unknown> => call(authResetPassword, { body });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
